/// For each symbol, the rows that mention it: singly linked lists in one pool of nodes.
///
/// A row installs an entry for each of its symbols, and most symbols sit in one or two rows, so an
/// array per symbol would cost an allocation for nearly every entry. Entries go stale when a row
/// loses a symbol or stops being basic; they are dropped when the list is next read
/// (`Tableau.liveColumn`), not tracked as they happen.
struct ColumnIndex {
    private(set) var head: [Int32] = []
    /// Each list's length, kept as entries come and go, so `count` does not walk the list: the
    /// choice of a new row's subject asks it for every external symbol of the row, and a long
    /// chain of views makes both the rows and the lists long.
    private var length: [Int32] = []
    private var row: [Int32] = []
    private var next: [Int32] = []
    private var free: Int32 = -1

    mutating func addSymbol() {
        head.append(-1)
        length.append(0)
    }

    mutating func truncate(to count: Int) {
        head.removeSubrange(count...)
        length.removeSubrange(count...)
    }

    mutating func add(_ basic: Symbol, to symbol: Symbol) {
        let node: Int32
        if free >= 0 {
            node = free
            free = next[Int(node)]
            row[Int(node)] = basic
            next[Int(node)] = head[Int(symbol)]
        } else {
            node = Int32(row.count)
            row.append(basic)
            next.append(head[Int(symbol)])
        }
        head[Int(symbol)] = node
        length[Int(symbol)] += 1
    }

    func isEmpty(_ symbol: Symbol) -> Bool { head[Int(symbol)] < 0 }

    /// An upper bound on the rows that mention `symbol` (stale entries included).
    func count(_ symbol: Symbol) -> Int { Int(length[Int(symbol)]) }

    mutating func removeAll(_ symbol: Symbol) {
        var node = head[Int(symbol)]
        while node >= 0 {
            let following = next[Int(node)]
            next[Int(node)] = free
            free = node
            node = following
        }
        head[Int(symbol)] = -1
        length[Int(symbol)] = 0
    }

    /// Unlinks one node, given the node before it in the list (-1 for the head).
    mutating func unlink(_ node: Int32, after previous: Int32, of symbol: Symbol) {
        let following = next[Int(node)]
        if previous >= 0 { next[Int(previous)] = following } else { head[Int(symbol)] = following }
        next[Int(node)] = free
        free = node
        length[Int(symbol)] -= 1
    }

    /// Calls `visit` on each entry of `symbol`, in list order, and unlinks those it returns false for.
    @inline(__always)
    mutating func forEach(_ symbol: Symbol, _ visit: (Symbol) -> Bool) {
        var previous: Int32 = -1
        var node = head[Int(symbol)]
        while node >= 0 {
            let following = next[Int(node)]
            if visit(row[Int(node)]) {
                previous = node
            } else {
                unlink(node, after: previous, of: symbol)
            }
            node = following
        }
    }
}
