import ConstraintSolver
import TrellisBase

/// Parses Apple's Visual Format Language:
///
///     (H|V:)? (|connection)? [view(predicates)] (connection [view])* (connection|)?
///     connection := (nothing) | - | -predicate- | -(predicate, …)-
///     predicate  := (== | <= | >=)? (number | metric | viewName) (@ (number | metric))?
///
/// Every error carries the 1-based column of the offending character.
struct VisualFormatParser {
    private let characters: [Character]
    private let format: String
    private let metrics: [String: Double]
    private var position = 0

    init(format: String, metrics: [String: Double]) {
        self.format = format
        self.characters = Array(format)
        self.metrics = metrics
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        let axis = try parseOrientation()
        var result = VisualFormat(axis: axis, views: [], connections: [], format: format)
        if peek == "|" {
            position += 1
            result.leadingSuperview = try parseConnection()
            guard peek == "[" else { throw error("Expected a view after the superview and its connection") }
        }
        guard peek == "[" else { throw error("Expected a view") }
        result.views.append(try parseView())
        while position < characters.count {
            let connection = try parseConnection()
            if peek == "|" {
                guard position + 1 == characters.count else {
                    throw error("The superview may appear only at the start and the end of a format")
                }
                position += 1
                result.trailingSuperview = connection
                break
            }
            guard peek == "[" else {
                throw error(peek == nil ? "Expected a view or '|' after the connection" : "Expected a view")
            }
            result.connections.append(connection)
            result.views.append(try parseView())
        }
        return result
    }

    // MARK: Pieces

    private mutating func parseOrientation() throws(VisualFormatError) -> Axis {
        guard characters.count >= 2, characters[1] == ":" else { return .horizontal }
        switch characters[0] {
        case "H": position = 2; return .horizontal
        case "V": position = 2; return .vertical
        default: throw error("Expected 'H:' or 'V:' as the orientation")
        }
    }

    private mutating func parseView() throws(VisualFormatError) -> VisualFormatView {
        position += 1  // "["
        let column = position + 1
        guard let name = parseIdentifier() else { throw error("Expected a view name") }
        var predicates: [VisualFormatPredicate] = []
        if peek == "(" {
            predicates = try parsePredicateList(allowViews: true)
        }
        guard peek == "]" else {
            throw error(peek == "(" || predicates.isEmpty ? "Expected ']' to close the view" : "Expected ']' after the view's predicates")
        }
        position += 1
        return VisualFormatView(name: name, predicates: predicates, column: column)
    }

    /// After a view or a leading `|`: nothing, `-`, or `-predicates-`.
    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
        guard peek == "-" else { return .flush }
        position += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormatPredicate]
        if peek == "(" {
            predicates = try parsePredicateList(allowViews: false)
        } else {
            predicates = [try parseSimplePredicate()]
        }
        guard peek == "-" else { throw error("Expected '-' to close the connection's spacing") }
        position += 1
        return .predicates(predicates)
    }

    /// `20` or `pad` in `-20-`.
    private mutating func parseSimplePredicate() throws(VisualFormatError) -> VisualFormatPredicate {
        let column = position + 1
        let value = try parseConstant(allowViews: false)
        return VisualFormatPredicate(relation: .equal, object: value, priority: .required, objectColumn: column)
    }

    private mutating func parsePredicateList(allowViews: Bool) throws(VisualFormatError) -> [VisualFormatPredicate] {
        position += 1  // "("
        var predicates: [VisualFormatPredicate] = []
        while true {
            predicates.append(try parsePredicate(allowViews: allowViews))
            if peek == "," { position += 1; continue }
            guard peek == ")" else {
                throw error("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            position += 1
            return predicates
        }
    }

    private mutating func parsePredicate(allowViews: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        var relation = Relation.equal
        if position + 1 < characters.count, characters[position + 1] == "=" {
            switch characters[position] {
            case "=": relation = .equal
            case "<": relation = .lessThanOrEqual
            case ">": relation = .greaterThanOrEqual
            default: throw error("Expected '==', '<=' or '>='")
            }
            position += 2
        } else if peek == "<" || peek == ">" || peek == "=" {
            throw error("Expected '==', '<=' or '>='; a relation is two characters")
        }
        let objectColumn = position + 1
        let object = try parseConstant(allowViews: allowViews)
        var priority = Priority.required
        if peek == "@" {
            position += 1
            let priorityColumn = position + 1
            guard case let .constant(value) = try parseConstant(allowViews: false) else {
                throw error("Expected a priority")
            }
            priority = Priority(Float(value))
            guard priority.isValid else {
                position = priorityColumn - 1
                throw error("Priority \(formatPoints(value)) is out of range: priorities are 1 to 1000")
            }
        }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority, objectColumn: objectColumn)
    }

    /// A number, a metric name, or (inside a view's parentheses) another view's name.
    private mutating func parseConstant(allowViews: Bool) throws(VisualFormatError) -> VisualFormatPredicate.Object {
        let start = position
        if let number = parseNumber() { return .constant(number) }
        guard let name = parseIdentifier() else { throw error("Expected a number, a metric name or a view name") }
        if let value = metrics[name] { return .constant(value) }
        if allowViews { return .view(name) }
        position = start
        throw error("Unknown metric name '\(name)'; pass it in metrics")
    }

    private mutating func parseNumber() -> Double? {
        var end = position
        if end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
        let digitsStart = end
        while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
        guard end > digitsStart, let value = Double(String(characters[position..<end])) else { return nil }
        position = end
        return value
    }

    private mutating func parseIdentifier() -> String? {
        guard let first = peek, first.isLetter || first == "_" else { return nil }
        var end = position + 1
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
            end += 1
        }
        defer { position = end }
        return String(characters[position..<end])
    }

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    private func error(_ problem: String) -> VisualFormatError {
        VisualFormatError(format: format, column: position + 1, problem: problem)
    }
}
