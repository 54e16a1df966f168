import FuzzSupport
import LayoutModel
import TrellisBase

/// One input: a layout file's bytes. Loading may refuse it, but only with a message that points
/// into the file (`fuzz.yaml:LINE:COLUMN: …`); a layout that loads is solved and printed. A crash,
/// a trap, a hang (libFuzzer's -timeout) or an error without a position is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // The readers take text; bytes that are not UTF-8 are the loader's own check (tested apart).
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    do {
        let layout = try LayoutFileLoader.load(yaml: text, file: fuzzFile)
        let environment = LayoutEnvironment(
            size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let solution = try layout.solve(in: environment)
        _ = SolveReport(solution).text
        for frame in solution.frames where ![frame.frame.x, frame.frame.y, frame.frame.width, frame.frame.height].allSatisfy(\.isFinite) {
            fatalError("non-finite frame for \(frame.view): \(frame.frame)")
        }
    } catch let error as LayoutFileError {
        requirePosition(error.description)
    } catch let error as LayoutError {
        requirePosition(error.description)
    } catch {
        fatalError("unexpected error type: \(error)")
    }
    return 0
}
