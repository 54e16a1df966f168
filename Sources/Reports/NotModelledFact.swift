/// What a `not-modelled` note says, without the place its message begins with
/// (`App.storyboard:12:5: warning: `): the words that two layouts not modelling the same thing
/// (one font with no file) share, so that reports can say the fact once and name the layouts.
enum NotModelledFact {
    static func words(of message: String, place: String?) -> String {
        let prefix = place.map { $0 + ": warning: " }
        if let prefix, message.hasPrefix(prefix) { return String(message.dropFirst(prefix.count)) }
        return message
    }
}
