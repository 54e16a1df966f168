import Foundation
import TrellisBase

/// The catalog as `trellis devices` prints it.
public enum DeviceTable {
    public static func text(_ devices: [Device], catalog: DeviceCatalog) -> String {
        let header = ["device", "family", "points", "scale", "pixels", "portrait", "safe area", "landscape", "safe area (left)", "windows"]
        var rows = [header]
        for device in devices {
            rows.append([
                device.name + (device.uncertainFields.isEmpty ? "" : " *"), device.idiom.rawValue,
                device.portraitSize.description, "@\(formatPoints(device.scale))x", device.nativePixels.description,
                device.portraitSizeClasses.description, device.safeArea[.portrait]?.description ?? "-",
                device.landscapeSizeClasses.description, device.safeArea[.landscapeLeft]?.description ?? "-",
                "\(catalog.windows(of: device).count)",
            ])
        }
        return (TextTable.lines(rows) + ["\(devices.count) devices"]).joined(separator: "\n") + "\n"
    }

    public static func json(_ devices: [Device], catalog: DeviceCatalog) -> String {
        let entries: [[String: Any]] = devices.map { device in
            var safe: [String: [String: Double]] = [:]
            for (orientation, insets) in device.safeArea {
                safe[orientation.rawValue] = ["top": insets.top, "left": insets.left, "bottom": insets.bottom, "right": insets.right]
            }
            var entry: [String: Any] = [
                "name": device.name, "aliases": device.aliases, "family": device.idiom.rawValue, "year": device.year,
                "points": ["width": device.portraitSize.width, "height": device.portraitSize.height],
                "scale": device.scale, "pixels": ["width": device.nativePixels.width, "height": device.nativePixels.height],
                "sizeClasses": ["portrait": device.portraitSizeClasses.description, "landscape": device.landscapeSizeClasses.description],
                "safeArea": safe, "orientations": device.supportedOrientations.orientations.map(\.rawValue),
                "uncertain": device.uncertainFields,
                "windows": catalog.windows(of: device).map { ["arrangement": $0.arrangement, "orientation": $0.isLandscape ? "landscape" : "portrait",
                                                               "size": $0.size.description, "sizeClasses": $0.sizeClasses.description] },
            ]
            if let statusBar = device.statusBarHeight { entry["statusBar"] = statusBar }
            if let radius = device.cornerRadius { entry["cornerRadius"] = radius }
            if let lastOS = device.lastMajorOS { entry["lastOS"] = lastOS }
            return entry
        }
        let data = try! JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
