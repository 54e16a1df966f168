import DeviceCatalog
import LayoutModel
import TrellisBase

/// What one case solved to.
public struct CaseResult: Sendable {
    public var matrixCase: MatrixCase
    public var status: CaseStatus
    public var frames: [SolvedFrame]
    public var diagnostics: [Finding]
    /// Descriptions of the variations applied (`width: compact, height: any`).
    public var variations: [String]
    public var solveSeconds: Double
    public var isIncremental: Bool
    /// The root's layout margins as solved (nil when the case did not solve).
    public var rootMargins: EdgeInsets? = nil
    /// The frame of the view that held the root, when another layout's view did (a scene's table
    /// for its cell); nil: the screen.
    public var containerFrame: Rect? = nil
    /// The plan index of the case whose result this case took because both have one
    /// `SolutionKey` (nil: solved for itself). Its frames are stored once, for both.
    public var sharedFrom: Int? = nil

    /// This result as the result of `other`, a case with the same `SolutionKey`: the same frames
    /// and findings, no solving time of its own.
    func shared(by other: MatrixCase) -> CaseResult {
        var result = self
        result.matrixCase = other
        result.solveSeconds = 0
        result.sharedFrom = sharedFrom ?? matrixCase.index
        return result
    }
}
