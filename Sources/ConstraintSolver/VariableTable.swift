/// Maps variables to tableau symbols.
///
/// Variable ids are handed out in creation order, and a layout's variables are made together, so
/// a dense window of ids is both the fastest map and a small one. Ids far outside the window go
/// to a dictionary instead of growing the window without bound.
struct VariableTable {
    private var base = 0
    private var dense: [Symbol] = []
    private var sparse: [Int: Symbol] = [:]
    private(set) var count = 0

    func symbol(for id: Int) -> Symbol? {
        let offset = id - base
        if offset >= 0, offset < dense.count {
            let symbol = dense[offset]
            return symbol >= 0 ? symbol : nil
        }
        return sparse[id]
    }

    mutating func insert(_ symbol: Symbol, for id: Int) {
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
        count -= 1
        let offset = id - base
        if offset >= 0, offset < dense.count { dense[offset] = -1 } else { sparse[id] = nil }
    }
}
