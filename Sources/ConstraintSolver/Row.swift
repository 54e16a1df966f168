/// One linear row of the tableau, `constant + Σ coefficients[i] × symbols[i]`, with the symbols
/// in ascending order so that two rows merge in one pass.
///
/// As a basic row it reads `basic = constant + Σ …`; while a constraint is being added it reads
/// `0 = constant + Σ …`.
struct Row {
    var constant: Double
    var symbols: [Symbol] = []
    var coefficients: [Double] = []

    init(constant: Double = 0) { self.constant = constant }

    init(constant: Double, capacity: Int) {
        self.constant = constant
        symbols.reserveCapacity(capacity)
        coefficients.reserveCapacity(capacity)
    }

    var isConstant: Bool { symbols.isEmpty }

    func index(of symbol: Symbol) -> Int? {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            let s = symbols[mid]
            if s == symbol { return mid }
            if s < symbol { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    func coefficient(of symbol: Symbol) -> Double {
        guard let at = index(of: symbol) else { return 0 }
        return coefficients[at]
    }

    /// Adds `coefficient × symbol`; drops the term if it cancels. Returns true if the symbol is new here.
    @discardableResult
    mutating func add(_ coefficient: Double, times symbol: Symbol) -> Bool {
        // New symbols have the highest numbers, so appending is the common case.
        if symbols.isEmpty || symbols[symbols.count - 1] < symbol {
            if nearZero(coefficient) { return false }
            symbols.append(symbol)
            coefficients.append(coefficient)
            return true
        }
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) >> 1
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        if low < symbols.count, symbols[low] == symbol {
            let sum = coefficients[low] + coefficient
            if nearZero(sum) {
                symbols.remove(at: low)
                coefficients.remove(at: low)
            } else {
                coefficients[low] = sum
            }
            return false
        }
        if nearZero(coefficient) { return false }
        symbols.insert(symbol, at: low)
        coefficients.insert(coefficient, at: low)
        return true
    }

    /// `self += factor × other`. Appends to `inserted` each symbol that was not in `self` before,
    /// so the caller can index the new entries by column.
    ///
    /// Merges in place, backwards from the end of buffers grown to hold both rows, then slides the
    /// result down: once a row has reached its size, rewriting it allocates nothing, and pivots
    /// rewrite rows all the time.
    mutating func add(_ other: Row, times factor: Double, inserted: inout [Symbol]) {
        constant += other.constant * factor
        let n = symbols.count
        let m = other.symbols.count
        if m == 0 { return }
        symbols.append(contentsOf: repeatElement(0, count: m))
        coefficients.append(contentsOf: repeatElement(0, count: m))
        var write = n + m  // one past the next slot to fill, from the end
        symbols.withUnsafeMutableBufferPointer { mine in
            coefficients.withUnsafeMutableBufferPointer { myCoefficients in
                other.symbols.withUnsafeBufferPointer { theirs in
                    other.coefficients.withUnsafeBufferPointer { theirCoefficients in
                        var i = n - 1
                        var j = m - 1
                        while j >= 0 {
                            let b = theirs[j]
                            if i >= 0, mine[i] > b {
                                write -= 1
                                mine[write] = mine[i]
                                myCoefficients[write] = myCoefficients[i]
                                i -= 1
                            } else if i >= 0, mine[i] == b {
                                let c = myCoefficients[i] + theirCoefficients[j] * factor
                                if !nearZero(c) {
                                    write -= 1
                                    mine[write] = b
                                    myCoefficients[write] = c
                                }
                                i -= 1
                                j -= 1
                            } else {
                                let c = theirCoefficients[j] * factor
                                if !nearZero(c) {
                                    write -= 1
                                    mine[write] = b
                                    myCoefficients[write] = c
                                    inserted.append(b)
                                }
                                j -= 1
                            }
                        }
                        // What is left of `mine` (0...i) is already in place below `write`.
                        let kept = i + 1
                        let tail = n + m - write
                        if write > kept {
                            (mine.baseAddress! + kept).update(from: mine.baseAddress! + write, count: tail)
                            (myCoefficients.baseAddress! + kept).update(
                                from: myCoefficients.baseAddress! + write, count: tail)
                        }
                        write = kept + tail
                    }
                }
            }
        }
        symbols.removeSubrange(write...)
        coefficients.removeSubrange(write...)
    }

    /// `self += Σ factor × row` over `parts`, in one sort instead of one merge per part. Each
    /// coefficient is summed in the order of the parts, and a sum that falls to nearly zero is
    /// dropped before the next part is added, exactly as adding the parts one by one would.
    mutating func add(_ parts: [(row: Row, factor: Double)]) {
        var terms: [(symbol: Symbol, order: Int, value: Double)] = []
        terms.reserveCapacity(symbols.count + parts.reduce(0) { $0 + $1.row.symbols.count })
        for (i, symbol) in symbols.enumerated() { terms.append((symbol, 0, coefficients[i])) }
        var order = 1
        for part in parts {
            constant += part.row.constant * part.factor
            for (i, symbol) in part.row.symbols.enumerated() {
                terms.append((symbol, order, part.row.coefficients[i] * part.factor))
                order += 1
            }
        }
        terms.sort { $0.symbol != $1.symbol ? $0.symbol < $1.symbol : $0.order < $1.order }
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        var index = 0
        while index < terms.count {
            let symbol = terms[index].symbol
            // The term already in `self` (order 0) is kept as it is; an added one enters only if
            // it is not nearly zero; each sum that nearly cancels leaves the row.
            var sum: Double? = terms[index].order == 0 || !nearZero(terms[index].value) ? terms[index].value : nil
            index += 1
            while index < terms.count, terms[index].symbol == symbol {
                let value = terms[index].value
                if let present = sum {
                    let next = present + value
                    sum = nearZero(next) ? nil : next
                } else if !nearZero(value) {
                    sum = value
                }
                index += 1
            }
            if let sum {
                symbols.append(symbol)
                coefficients.append(sum)
            }
        }
    }

    /// Replaces `symbol` by the expression `row` it is basic for. Returns false if `symbol` is absent.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, inserted: inout [Symbol]) -> Bool {
        guard let at = index(of: symbol) else { return false }
        let factor = coefficients[at]
        symbols.remove(at: at)
        coefficients.remove(at: at)
        add(row, times: factor, inserted: &inserted)
        return true
    }

    mutating func remove(_ symbol: Symbol) {
        if let at = index(of: symbol) {
            symbols.remove(at: at)
            coefficients.remove(at: at)
        }
    }

    mutating func negate() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Turns `0 = row` into `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        guard let at = index(of: symbol) else { preconditionFailure("solving for an absent symbol") }
        let factor = -1.0 / coefficients[at]
        symbols.remove(at: at)
        coefficients.remove(at: at)
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Turns `leaving = row` into `entering = …`.
    mutating func solve(for entering: Symbol, replacing leaving: Symbol) {
        add(-1, times: leaving)
        solve(for: entering)
    }
}
