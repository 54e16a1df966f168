/// Maps the process-wide ids of variables (to tableau symbols) and of constraints (to records).
///
/// Ids are handed out in creation order, and a layout's variables and constraints are made
/// together, so a dense window of ids is both the fastest map and a small one: no hashing on the
/// path that adds a constraint. Ids far outside the window go to a dictionary instead of growing
/// the window without bound, and stay there when the window later grows over them: a lookup
/// that finds no entry in the window also asks the dictionary.
struct IDTable {
    private var base = 0
    private var dense: [Int32] = []
    private var sparse: [Int: Int32] = [:]
    private(set) var count = 0

    subscript(id: Int) -> Int32? {
        let offset = id - base
        if offset >= 0, offset < dense.count {
            let value = dense[offset]
            if value >= 0 { return value }
        }
        return sparse.isEmpty ? nil : sparse[id]
    }

    func symbol(for id: Int) -> Symbol? { self[id] }

    /// Calls `body` with a lookup that maps an id to its value or -1, over raw buffers: for loops
    /// that look up thousands of ids at once.
    func withLookup<R>(_ body: ((Int) -> Int32) -> R) -> R {
        dense.withUnsafeBufferPointer { dense in
            let base = self.base
            return body { id in
                let offset = id &- base
                if offset >= 0, offset < dense.count, dense[offset] >= 0 { return dense[offset] }
                return sparse.isEmpty ? -1 : sparse[id] ?? -1
            }
        }
    }

    mutating func insert(_ symbol: Int32, for id: Int) {
        count += 1
        if dense.isEmpty && sparse.isEmpty { base = id }
        let offset = id - base
        if offset >= 0 {
            if offset < dense.count {
                dense[offset] = symbol
                return
            }
            if offset < 2 * count + 1024 {
                dense.append(contentsOf: repeatElement(-1, count: offset + 1 - dense.count))
                dense[offset] = symbol
                return
            }
        }
        sparse[id] = symbol
    }

    mutating func remove(_ id: Int) {
        guard self[id] != nil else { return }
        count -= 1
        let offset = id - base
        if offset >= 0, offset < dense.count, dense[offset] >= 0 { dense[offset] = -1 } else { sparse[id] = nil }
    }
}
