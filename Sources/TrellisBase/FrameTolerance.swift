/// How far a frame may move before a diff reports it.
public enum FrameTolerance: Sendable, Equatable {
    /// Exact frames compared, changes up to this many points ignored.
    case points(Double)
    /// Pixel-rounded frames compared: any pixel that changes counts.
    case pixels

    /// `0.5pt`, `0.5` or `px`.
    public init?(parsing text: String) {
        if text == "px" { self = .pixels; return }
        let number = text.hasSuffix("pt") ? String(text.dropLast(2)) : text
        guard let value = Double(number), value >= 0 else { return nil }
        self = .points(value)
    }
}
