//! A row held partly in shared memory: the pages a cube-per-row unit stages when its registers
//! cannot hold its part of the row (the forward's input, the backward's `y` and `dy`).
//!
//! A row is cut into pages of `CUBE_DIM * loads_per_unit` vectors. A unit loads its vectors of a
//! page into registers, uses them, and copies them into its own slots of shared memory; no other
//! unit reads those slots, so no barrier guards them. Slot `s` of unit `u` is `s * units + u`, so
//! a plane's units touch consecutive vectors. Split-row's chunks are pages too, one per cube.
//!
//! Through registers, a unit has one page's loads in flight at a time: it cannot start the next
//! page before its registers are free. Where the runtime has asynchronous copies (`cp.async` on
//! CUDA), a unit instead starts the copies of all its staged pages at once ([`stage_async`])
//! and folds them from shared memory once they land, so a whole chunk's bytes are in flight
//! together and the registers hold only the last page.

use cubecl::prelude::barrier::copy_async;
use cubecl::prelude::*;

use crate::blueprint::RowBlueprint;

/// Page `index` of a row: `page_vectors` vectors from vector `index * page_vectors`, fewer (or
/// none) where the row ends.
#[derive(CubeType, Clone, Copy)]
pub struct Page {
    /// First vector of the page, counted from the row's start.
    pub start: usize,
    /// Vectors of the row in the page.
    pub len: usize,
    /// Lanes of the page's last vector that belong to the row: the row's `tail_lanes` on the
    /// page that ends the row, every lane on the others.
    pub tail_lanes: usize,
}

#[cube]
impl Page {
    /// Page `index` of a row of `vectors_per_row` vectors of `lanes` lanes, the last of which
    /// holds `tail_lanes` of the row's elements.
    pub fn new(
        index: usize,
        page_vectors: usize,
        vectors_per_row: usize,
        tail_lanes: usize,
        lanes: usize,
    ) -> Page {
        let start = index * page_vectors;
        let left = select(vectors_per_row > start, vectors_per_row - start, 0);
        let len = select(left < page_vectors, left, page_vectors);
        Page {
            start,
            len,
            tail_lanes: select(start + len == vectors_per_row, tail_lanes, lanes),
        }
    }
}

/// How a row is cut into pages: what [`Page::new`] needs besides the page's index.
#[derive(CubeType, Clone, Copy)]
pub struct RowPages {
    /// Vectors of a whole page: the cube's units times the vectors each holds per page.
    pub page_vectors: usize,
    pub vectors_per_row: usize,
    /// Lanes of the row's last vector that belong to the row.
    pub tail_lanes: usize,
    /// Lanes of a vector.
    pub lanes: usize,
}

#[cube]
impl RowPages {
    /// Page `index` of the row.
    pub fn page(&self, index: usize) -> Page {
        Page::new(
            index,
            self.page_vectors,
            self.vectors_per_row,
            self.tail_lanes,
            self.lanes,
        )
    }
}

/// Vectors of one buffer a cube stages in shared memory. Never 0: a kernel cannot declare an
/// empty shared array.
pub fn staging_len(blueprint: RowBlueprint) -> usize {
    if blueprint.staged_pages > 0 {
        blueprint.staged_pages * blueprint.loads_per_unit * blueprint.staging_units
    } else {
        1
    }
}

/// Copies the unit's held vectors into its slots of the staged pages, from slot `first_slot`.
#[cube]
pub fn stage<E: Numeric, N: Size>(
    held: &Array<Vector<E, N>>,
    staged: &mut SharedMemory<Vector<E, N>>,
    first_slot: usize,
    unit: usize,
    units: usize,
    #[comptime] loads: usize,
) {
    #[unroll]
    for k in 0..loads {
        staged[(first_slot + k) * units + unit] = held[k];
    }
}

/// Starts asynchronous copies of the unit's vectors below `end` of the run at `start` of `input`
/// into its slots from `first_slot`, as [`stage`] would place them once loaded; completes
/// nothing. The caller commits them to a barrier and waits on it before reading the slots.
/// A vector must be 4, 8 or 16 bytes.
#[cube]
#[allow(clippy::too_many_arguments)]
pub fn stage_async<E: Numeric, N: Size>(
    input: &Array<Vector<E, N>>,
    start: usize,
    end: usize,
    staged: &mut SharedMemory<Vector<E, N>>,
    first_slot: usize,
    unit: usize,
    units: usize,
    #[comptime] loads: usize,
) {
    let lanes = N::value().comptime() as u32;
    #[unroll]
    for k in 0..loads {
        let index = unit + k * units;
        if index < end {
            let slot = (first_slot + k) * units + unit;
            copy_async::<Vector<E, N>>(
                &input.slice(start + index, start + index + 1),
                &mut staged.slice_mut(slot, slot + 1),
                lanes,
            );
        }
    }
}

/// The inverse of [`stage`]: the unit's staged vectors back into registers.
#[cube]
pub fn unstage<E: Numeric, N: Size>(
    staged: &SharedMemory<Vector<E, N>>,
    held: &mut Array<Vector<E, N>>,
    first_slot: usize,
    unit: usize,
    units: usize,
    #[comptime] loads: usize,
) {
    #[unroll]
    for k in 0..loads {
        held[k] = staged[(first_slot + k) * units + unit];
    }
}
