#!/usr/bin/env bash
# Call 4 (forty-second session): call 3's script run again as it was, on the same warm H100, for a
# second sample of each line (the same build, the same shapes, seven rounds).
bash .gpu/calls/call3.sh
