//! Test and bench harness for cubemax.
