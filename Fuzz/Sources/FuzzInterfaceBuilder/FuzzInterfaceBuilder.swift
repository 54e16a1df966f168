import BundledDevices
import DeviceCatalog
import Foundation
import FuzzSupport
import InterfaceBuilder
import LayoutModel
import TrellisBase

/// The catalog, read once: every input is imported against it.
private let catalog = try! BuiltInCatalog.load()
private let file = "fuzz.storyboard"

/// One input: an Interface Builder file's bytes, any bytes. Reading may refuse it, and a layout
/// may fail to import, but only with a message that points into the file
/// (`fuzz.storyboard:LINE:COLUMN: …`); every layout made is solved on its design device (as
/// `verify-ib` does) and on a phone (as a run does). A crash, a trap, a hang (libFuzzer's
/// -timeout) or a refusal without a position is a finding. No input can reach the network or
/// another file: the reader refuses a DOCTYPE before any entity is declared.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let imported: IBFileImport
    do {
        let root = try IBXMLReader.read(data: bytes, file: file)
        let document = try IBDocument(root: root, file: file)
        imported = try IBFileImporter(catalog: catalog, textSizing: .textModel).importDocument(document, name: file)
    } catch let error as IBReadError {
        requirePosition(error.description, file: file)
        return 0
    } catch let error as IBImportError {
        if case .macOSFile = error { return 0 }
        requirePosition(error.description, file: file)
        return 0
    } catch {
        fatalError("unexpected error type: \(error)")
    }
    for (_, error) in imported.failures { requirePosition(error.description, file: file) }
    let check = IBFrameCheck(tolerancePixels: 1, bars: catalog.bars)
    let phone = LayoutEnvironment(size: Size(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    for layout in imported.layouts {
        _ = check.check(layout, deviceID: imported.document.deviceID ?? "none")
        let solution: LayoutSolution
        do { solution = try layout.layout.solve(in: phone) } catch {
            requirePosition(error.description, file: file)
            continue
        }
        for frame in solution.frames where ![frame.frame.x, frame.frame.y, frame.frame.width, frame.frame.height].allSatisfy(\.isFinite) {
            fatalError("non-finite frame for \(frame.view): \(frame.frame)")
        }
    }
    return 0
}
