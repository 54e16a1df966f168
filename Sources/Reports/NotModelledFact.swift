/// What a `not-modelled` note says, without the place its message begins with
/// (`App.storyboard:12:5: warning: `): the words that two layouts not modelling the same thing
/// (one font with no file) share, so that reports can say the fact once and name the layouts.
enum NotModelledFact {
    static func words(of message: String, place: String?) -> String {
        let prefix = place.map { $0 + ": warning: " }
        if let prefix, message.hasPrefix(prefix) { return String(message.dropFirst(prefix.count)) }
        return message
    }

    /// `entries` in order, each that says a fact an earlier entry already says for another layout
    /// joined to that first one; the same fact twice in one layout (at two places) stays apart.
    /// `fact` is nil for an entry that is no such note.
    static func merged<Entry>(_ entries: [Entry], layout: (Entry) -> String, fact: (Entry) -> String?) -> [[Entry]] {
        var merged: [[Entry]] = []
        var firstSaying: [String: Int] = [:]
        for entry in entries {
            if let fact = fact(entry) {
                if let at = firstSaying[fact], !merged[at].contains(where: { layout($0) == layout(entry) }) {
                    merged[at].append(entry)
                    continue
                }
                if firstSaying[fact] == nil { firstSaying[fact] = merged.count }
            }
            merged.append([entry])
        }
        return merged
    }
}
