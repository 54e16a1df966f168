import Foundation

/// Finding a project's files by extension below a folder, as `trellis run --layouts` and
/// `trellis verify-ib` both search: subfolders included, hidden folders (`.git`, `.build`) not.
public enum SourceFiles {
    /// The paths below `directory`, relative to it and sorted, whose extension is one of
    /// `extensions`; nil when `directory` is no readable folder. A `directory` that is a symbolic
    /// link to a folder is searched as that folder (links below it are not followed, so a link
    /// cycle cannot loop).
    public static func relativePaths(below directory: String, extensions: Set<String>) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        // The enumerator does not descend into a link it is given: give it the folder.
        let folder = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return nil }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if extensions.contains((relative as NSString).pathExtension) { paths.append(relative) }
        }
        return paths.sorted()
    }
}
