/// The sensor housing of a Face ID iPhone, the notch or the Dynamic Island, at the middle of the
/// device's top edge: in landscape, the middle of one side. Its extent along that edge is not
/// published; the widest, the iPhone X's notch, spans about 209 of the 375 points (56%), the
/// Dynamic Island about a third. Beside it the edge's inset shows the app.
public enum SensorHousing {
    /// The share of its edge, at the middle, that the housing may cover (uncertain: the iPhone
    /// X's notch and a margin).
    public static let edgeShare = 0.6
}
