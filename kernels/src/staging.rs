//! A row held partly in shared memory: the pages a cube-per-row unit stages when its registers
//! cannot hold its part of the row (the forward's input, the backward's `y` and `dy`).
//!
//! A row is cut into pages of `CUBE_DIM * loads_per_unit` vectors. A unit loads its vectors of a
//! page into registers, uses them, and copies them into its own slots of shared memory; no other
//! unit reads those slots, so no barrier guards them. Slot `s` of unit `u` is `s * units + u`, so
//! a plane's units touch consecutive vectors. Split-row's chunks are pages too, one per cube.

use cubecl::prelude::*;

use crate::blueprint::{RegistersPageExps, RowBlueprint};

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
    if blueprint.staged_pages > 0 && blueprint.kept_exps.is_none() {
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

/// The inverse of [`stage()`]: the unit's staged vectors back into registers.
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

/// Vectors (of the input's type) a cube keeps its exponentials in, in shared memory
/// ([`RowBlueprint::kept_exps`]): every staged page of its units, and the registers' one where
/// its exps go there ([`RegistersPageExps::Shared`]). Never 0.
pub fn kept_exps_len(blueprint: RowBlueprint) -> usize {
    let registers_page = blueprint.kept_exps == Some(RegistersPageExps::Shared);
    let pages = blueprint.staged_pages + usize::from(registers_page);
    if blueprint.kept_exps.is_some() && pages > 0 {
        pages * blueprint.loads_per_unit * blueprint.staging_units
    } else {
        1
    }
}
