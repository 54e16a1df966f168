/// Xcode project files (`project.pbxproj`) for tests, in the old-style property list Xcode writes.
public enum XcodeProjectFixture {
    /// An Xcode project file: a project whose own configuration sets `projectTarget`, and the
    /// targets given as (product type, name, their configurations' deployment target and family).
    public static func text(projectTarget: String, targets: [(type: String, name: String, settings: [(String?, String?)])]) -> String {
        var objects = ""
        func configurationList(_ id: String, _ settings: [(String?, String?)]) -> String {
            var text = "\t\t\(id)L = {isa = XCConfigurationList; buildConfigurations = (\(settings.indices.map { "\(id)C\($0)" }.joined(separator: ", ")),); };\n"
            for (index, (target, family)) in settings.enumerated() {
                let values = [target.map { "IPHONEOS_DEPLOYMENT_TARGET = \($0);" }, family.map { "TARGETED_DEVICE_FAMILY = \"\($0)\";" }].compactMap { $0 }
                text += "\t\t\(id)C\(index) = {isa = XCBuildConfiguration; buildSettings = {\(values.joined(separator: " "))}; name = C\(index); };\n"
            }
            return text
        }
        objects += "\t\tP0 = {isa = PBXProject; buildConfigurationList = P0L; targets = (\(targets.indices.map { "T\($0)" }.joined(separator: ", ")),); };\n"
        objects += configurationList("P0", [(projectTarget, nil)])
        for (index, target) in targets.enumerated() {
            objects += "\t\tT\(index) = {isa = PBXNativeTarget; buildConfigurationList = T\(index)L; name = \(target.name); "
                + "productType = \"com.apple.product-type.\(target.type)\"; };\n"
            objects += configurationList("T\(index)", target.settings)
        }
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n\(objects)\t};\n\trootObject = P0;\n}\n"
    }
}
