/// External rows that read other external rows: how a chain of views keeps its rows short.
///
/// The next view of a stack gets `next.top = previous.top + previous.height`. Written over the
/// nonbasic symbols alone, that row would repeat every height before it, and the rows of a chain
/// of n views would hold n²/2 terms between them. So when a new constraint is solved for a fresh
/// external symbol (one that no row mentions) and its row over nonbasic symbols would be long, or
/// would read a linked row (`SolverState.linkedOrResolved`), the basic external symbols it names
/// stay in its row as they are: the row *links* to them. A link points only to a row that was
/// there before its own, so links never form a cycle, and an external row is read by following
/// its links in dependency order (`linkOrder`), or highest level first (`linkLevel`).
/// Restricted rows never hold an external symbol, linked or not, so the simplex never sees a link.
extension Tableau {
    @inline(__always)
    func isLink(_ symbol: Symbol) -> Bool {
        let s = Int(symbol)
        return isBasic[s] && kinds[s] == .external
    }

    /// Whether the row names a basic external symbol.
    func hasLinks(_ row: Row) -> Bool {
        for symbol in row.symbols where isLink(symbol) { return true }
        return false
    }

    /// The basic external symbols among `targets` and those their rows link to, directly or not,
    /// each after every symbol it links to. An explicit stack: a chain's depth is the input's.
    mutating func linkOrder(from targets: [Symbol]) -> [Symbol] {
        linkStamp &+= 1
        if linkStamp == 0 {
            for i in marks.indices { marks[i].link = 0 }
            linkStamp = 1
        }
        var order: [Symbol] = []
        var pending: [(symbol: Symbol, next: Int)] = []
        for target in targets where isLink(target) && marks[Int(target)].link != linkStamp {
            marks[Int(target)].link = linkStamp
            pending.append((target, 0))
            while let (symbol, start) = pending.last {
                let terms = rows[Int(symbol)].symbols
                var position = start
                var deeper: Symbol?
                while position < terms.count {
                    let other = terms[position]
                    position += 1
                    if isLink(other) && marks[Int(other)].link != linkStamp {
                        deeper = other
                        break
                    }
                }
                if let deeper {
                    pending[pending.count - 1].next = position
                    marks[Int(deeper)].link = linkStamp
                    pending.append((deeper, 0))
                } else {
                    pending.removeLast()
                    order.append(symbol)
                }
            }
        }
        return order
    }

    /// `row` over nonbasic symbols only, when some basic external it names links to others.
    ///
    /// Each basic external row is expanded once, with the sum of the multipliers it is reached
    /// with, highest link level first: every row that links to it is above it, so its multiplier
    /// is complete when it comes up. One whose multiplier cancels is not expanded at all, so the
    /// gap between two neighbours of a long chain, `next.top - previous.bottom`, costs two rows,
    /// not the chain.
    mutating func resolvedThroughLinks(_ row: Row) -> Row {
        var queue = LinkQueue()
        var multiplier: [Symbol: Double] = [:]
        var leaves: [Symbol: Double] = [:]
        var constant = row.constant
        func reach(_ symbol: Symbol, _ coefficient: Double, _ tableau: inout Tableau) {
            let s = Int(symbol)
            if !tableau.isBasic[s] {
                leaves[symbol, default: 0] += coefficient
            } else if tableau.kinds[s] == .external {
                if multiplier[symbol] == nil { queue.push(symbol, level: tableau.linkLevel[s]) }
                multiplier[symbol, default: 0] += coefficient
            } else {
                let read = tableau.rows[s]
                constant += coefficient * read.constant
                for (j, leaf) in read.symbols.enumerated() { leaves[leaf, default: 0] += coefficient * read.coefficients[j] }
            }
        }
        for (i, symbol) in row.symbols.enumerated() { reach(symbol, row.coefficients[i], &self) }
        while let symbol = queue.pop() {
            let m = multiplier[symbol]!
            if nearZero(m) { continue }
            let expanded = rows[Int(symbol)]
            constant += m * expanded.constant
            for (i, other) in expanded.symbols.enumerated() { reach(other, m * expanded.coefficients[i], &self) }
        }
        var resolved = Row(constant: constant, capacity: leaves.count)
        for symbol in leaves.keys.sorted() {
            let coefficient = leaves[symbol]!
            if nearZero(coefficient) { continue }
            resolved.symbols.append(symbol)
            resolved.coefficients.append(coefficient)
        }
        return resolved
    }

    /// The rows of `targets` over the nonbasic symbols `keep` accepts, the others left out: what
    /// the ambiguity checks need of every frame variable, found in one pass over the links they
    /// share (resolving each row whole would cost the length of its chain, each time).
    /// `keep` is asked once per symbol, in a deterministic order.
    mutating func projectedRows(of targets: [Symbol], keep: (Symbol, inout Tableau) -> Bool) -> [Row] {
        let order = linkOrder(from: targets)
        var kept: [Symbol: Bool] = [:]
        var projected: [Symbol: Row] = [:]
        projected.reserveCapacity(order.count)
        var scratch: [Symbol] = []
        func project(_ symbol: Symbol, times factor: Double, into target: inout Row, _ tableau: inout Tableau) {
            let s = Int(symbol)
            if !tableau.isBasic[s] {
                let accepted: Bool
                if let known = kept[symbol] {
                    accepted = known
                } else {
                    accepted = keep(symbol, &tableau)
                    kept[symbol] = accepted
                }
                if accepted { target.add(factor, times: symbol) }
            } else if tableau.kinds[s] == .external {
                if let row = projected[symbol] { target.add(row, times: factor, inserted: &scratch) }
            } else {
                let read = tableau.rows[s]
                for (j, leaf) in read.symbols.enumerated() {
                    project(leaf, times: factor * read.coefficients[j], into: &target, &tableau)
                }
            }
        }
        for symbol in order {
            let row = rows[Int(symbol)]
            var result = Row(constant: 0)
            for (i, other) in row.symbols.enumerated() {
                project(other, times: row.coefficients[i], into: &result, &self)
            }
            projected[symbol] = result
        }
        return targets.map { target in
            if let row = projected[target] { return row }
            var result = Row(constant: 0)
            project(target, times: 1, into: &result, &self)
            return result
        }
    }

    /// The nonbasic symbols that `targets`' rows name, through their links and the basic
    /// restricted rows they read, that `accept` takes: each once, in the order first reached.
    mutating func reachedSymbols(from targets: [Symbol], accept: (Symbol, inout Tableau) -> Bool) -> [Symbol] {
        let order = linkOrder(from: targets)
        var reached: [Symbol] = []
        var seen = Set<Symbol>()
        for external in order {
            let row = rows[Int(external)]
            for symbol in row.symbols where !isLink(symbol) && seen.insert(symbol).inserted {
                if isBasic[Int(symbol)] {
                    for leaf in rows[Int(symbol)].symbols where seen.insert(leaf).inserted && accept(leaf, &self) {
                        reached.append(leaf)
                    }
                } else if accept(symbol, &self) {
                    reached.append(symbol)
                }
            }
        }
        return reached
    }

    /// The values of `order`'s symbols (a `linkOrder`), each its row's constant plus what it reads.
    mutating func linkedValues(_ order: [Symbol]) -> [Symbol: Double] {
        var values: [Symbol: Double] = [:]
        values.reserveCapacity(order.count)
        for symbol in order {
            let row = rows[Int(symbol)]
            var value = row.constant
            for (i, other) in row.symbols.enumerated() where isBasic[Int(other)] {
                let read = kinds[Int(other)] == .external ? values[other]! : rows[Int(other)].constant
                value += row.coefficients[i] * read
            }
            values[symbol] = value
        }
        return values
    }
}

/// Basic external symbols waiting to be expanded, the highest link level first (of one level,
/// the highest symbol first): a min-heap of their inverted (level, symbol) keys.
private struct LinkQueue {
    private var heap = MinHeap<UInt64>()

    mutating func push(_ symbol: Symbol, level: Int32) {
        heap.push(~(UInt64(UInt32(level)) << 32 | UInt64(UInt32(bitPattern: symbol))))
    }

    mutating func pop() -> Symbol? {
        heap.popMin().map { Symbol(bitPattern: UInt32(truncatingIfNeeded: ~$0)) }
    }
}
