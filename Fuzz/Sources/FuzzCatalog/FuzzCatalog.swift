import DeviceCatalog
import FuzzSupport
import TrellisBase

/// One input: a catalog file's bytes. Loading may refuse it, but only with a message that points
/// into the file; a catalog that loads has its devices' screens computed in every orientation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
    do {
        let catalog = try DeviceCatalog.load(yaml: text, file: fuzzFile)
        for device in catalog.devices {
            for orientation in device.supportedOrientations.orientations {
                let screen = device.screen(in: orientation)
                _ = screen.description
                guard screen.size.width.isFinite, screen.size.height.isFinite else { fatalError("non-finite screen \(screen)") }
            }
        }
        _ = catalog.merged(with: catalog)
    } catch {
        requirePosition(error.description)
    }
    return 0
}
