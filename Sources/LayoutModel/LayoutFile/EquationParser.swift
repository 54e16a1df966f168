import ConstraintSolver
import TrellisBase

/// Parses a constraint written as an equation:
///
///     button2.leading == button1.trailing + 8 @750
///     imageView.width == 1.5 * imageView.height
///     label.top >= safeArea.top + pad
///     header.height == 44
///
/// Items are view names, the root's guides (`safeArea`, `margins`, `readable`,
/// `topLayoutGuide`, `bottomLayoutGuide`) or a view's guide (`card.margins`). Constants may be
/// metric names. Errors carry the 0-based offset of the offending character.
struct EquationParser {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    private let characters: [Character]
    private let metrics: [String: Double]
    private let rootName: String
    private var position = 0

    init(_ text: String, metrics: [String: Double], rootName: String) {
        self.characters = Array(text)
        self.metrics = metrics
        self.rootName = rootName
    }

    static let priorityNames: [String: Priority] = [
        "required": .required, "high": .defaultHigh, "low": .defaultLow, "fittingSize": .fittingSizeLevel,
    ]

    mutating func parse() throws(Failure) -> LayoutConstraint {
        skipSpaces()
        let (firstItem, firstAttribute) = try parseAnchor()
        skipSpaces()
        let relation = try parseRelation()
        skipSpaces()
        var constraint = LayoutConstraint(item: firstItem, attribute: firstAttribute, relatedBy: relation)

        // Right side: [number *] anchor [* number] [± constant]  |  constant
        let start = position
        var multiplier: Double?
        if let number = parseNumber() {
            skipSpaces()
            if peek == "*" {
                position += 1
                skipSpaces()
                multiplier = number
            } else {
                constraint.constant = number
                return try finish(constraint)
            }
        } else if let name = peekIdentifier(), metrics[name] != nil, !isAnchorAhead() {
            constraint.constant = try parseConstant()
            return try finish(constraint)
        }
        guard peekIdentifier() != nil else {
            position = start
            throw Failure(offset: position, message: "expected an anchor (view.attribute) or a constant after '\(relation)'")
        }
        let (secondItem, secondAttribute) = try parseAnchor()
        constraint.secondItem = secondItem
        constraint.secondAttribute = secondAttribute
        skipSpaces()
        if multiplier == nil, peek == "*" {
            position += 1
            skipSpaces()
            multiplier = try parseConstant()
            skipSpaces()
        }
        constraint.multiplier = multiplier ?? 1
        if peek == "+" || peek == "-" {
            let negative = peek == "-"
            position += 1
            skipSpaces()
            let value = try parseConstant()
            constraint.constant = negative ? -value : value
        }
        return try finish(constraint)
    }

    private mutating func finish(_ constraint: LayoutConstraint) throws(Failure) -> LayoutConstraint {
        var constraint = constraint
        skipSpaces()
        if peek == "@" {
            position += 1
            skipSpaces()
            let priorityStart = position
            let value: Double
            if let name = peekIdentifier(), let named = Self.priorityNames[name] {
                position += name.count
                value = Double(named.value)
            } else {
                value = try parseConstant()
            }
            constraint.priority = Priority(Float(value))
            guard constraint.priority.isValid else {
                throw Failure(offset: priorityStart, message: "priority \(formatPoints(value)) is outside 1...1000")
            }
            skipSpaces()
        }
        guard position == characters.count else {
            switch characters[position] {
            case "+", "-":
                throw Failure(offset: position, message: "a constraint has one constant; write the sum as one number")
            case "*":
                throw Failure(offset: position, message: "a constraint has one multiplier; write the product as one number")
            default:
                throw Failure(offset: position, message: "unexpected '\(characters[position])'; expected '+', '-', '*', '@' or the end of the constraint")
            }
        }
        return constraint
    }

    private mutating func parseAnchor() throws(Failure) -> (LayoutItem, LayoutAttribute) {
        let start = position
        var parts: [String] = []
        while true {
            guard let name = peekIdentifier() else {
                throw Failure(offset: position, message: parts.isEmpty ? "expected a view name" : "expected an attribute name after '.'")
            }
            position += name.count
            parts.append(name)
            guard peek == "." else { break }
            position += 1
        }
        guard parts.count >= 2 else {
            throw Failure(offset: start, message: "expected view.attribute, as in label.top; '\(parts[0])' has no attribute")
        }
        let attributeName = parts.removeLast()
        guard let attribute = LayoutAttribute(name: attributeName), attribute != .notAnAttribute else {
            throw Failure(offset: position - attributeName.count,
                          message: "unknown attribute '\(attributeName)'; expected one of \(Self.attributeList)")
        }
        let item: LayoutItem
        switch parts.count {
        case 1:
            if let guide = Self.guide(named: parts[0]) { item = .guide(guide, owner: rootName) } else { item = .view(parts[0]) }
        case 2:
            guard let guide = Self.guide(named: parts[1]) else {
                throw Failure(offset: start + parts[0].count + 1,
                              message: "unknown guide '\(parts[1])'; expected safeArea, margins, readable, topLayoutGuide or bottomLayoutGuide")
            }
            item = .guide(guide, owner: parts[0])
        default:
            throw Failure(offset: start, message: "expected view.attribute or view.guide.attribute")
        }
        return (item, attribute)
    }

    static func guide(named name: String) -> LayoutGuideKind? {
        LayoutGuideKind.allCases.first { $0.fileName == name }
    }

    static let attributeList = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue).joined(separator: ", ")

    private mutating func parseRelation() throws(Failure) -> Relation {
        guard position + 1 < characters.count, characters[position + 1] == "=" else {
            throw Failure(offset: position, message: "expected '==', '<=' or '>='")
        }
        let relation: Relation
        switch characters[position] {
        case "=": relation = .equal
        case "<": relation = .lessThanOrEqual
        case ">": relation = .greaterThanOrEqual
        default: throw Failure(offset: position, message: "expected '==', '<=' or '>='")
        }
        position += 2
        return relation
    }

    private mutating func parseConstant() throws(Failure) -> Double {
        if let number = parseNumber() { return number }
        if let name = peekIdentifier() {
            if isAnchorAhead() {
                throw Failure(offset: position, message: "a constraint relates one item to at most one other "
                    + "(item1.attribute == multiplier * item2.attribute + constant); '\(name)' would be a third")
            }
            guard let value = metrics[name] else {
                throw Failure(offset: position, message: "unknown metric '\(name)'; define it under metrics")
            }
            position += name.count
            return value
        }
        throw Failure(offset: position, message: "expected a number or a metric name")
    }

    private mutating func parseNumber() -> Double? {
        var end = position
        if end < characters.count, characters[end] == "-" { end += 1 }
        let digits = end
        while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
        guard end > digits else { return nil }
        // An exponent (`1e-320`) when digits follow it: what the writer gives a number too small
        // for seventeen decimals.
        if end < characters.count, characters[end] == "e" || characters[end] == "E" {
            var exponent = end + 1
            if exponent < characters.count, characters[exponent] == "-" || characters[exponent] == "+" { exponent += 1 }
            let exponentDigits = exponent
            while exponent < characters.count, characters[exponent].isNumber { exponent += 1 }
            if exponent > exponentDigits { end = exponent }
        }
        guard let value = Double(String(characters[position..<end])) else { return nil }
        position = end
        return value
    }

    private func peekIdentifier() -> String? {
        guard position < characters.count, characters[position].isLetter || characters[position] == "_" else { return nil }
        var end = position + 1
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
        return String(characters[position..<end])
    }

    /// Whether an identifier here is followed by `.`, so it starts an anchor, not a metric.
    private func isAnchorAhead() -> Bool {
        guard let name = peekIdentifier() else { return false }
        let after = position + name.count
        return after < characters.count && characters[after] == "."
    }

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 }
    }
}
