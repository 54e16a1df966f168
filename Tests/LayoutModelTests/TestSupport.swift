import ConstraintSolver
import DeviceCatalog
import Foundation
import TrellisBase
@testable import LayoutModel

/// A phone-portrait environment without safe-area insets (side margins 16 below 414 pt).
func environment(_ width: Double, _ height: Double, scale: Double = 3, rtl: Bool = false,
                 safeArea: EdgeInsets = .zero) -> LayoutEnvironment {
    LayoutEnvironment(size: Size(width: width, height: height), safeAreaInsets: safeArea, direction: rtl ? .rightToLeft : .leftToRight,
                      displayScale: scale)
}

/// `(x, y, width, height)` of a view relative to its superview, as `trellis solve` prints it.
func frame(_ solution: LayoutSolution, _ view: String) -> String {
    solution.frame(of: view)?.frame.description ?? "missing"
}

/// A layout with views made for Auto Layout (autoresizing translation off) under the root.
func layout(_ views: [(String, ViewKind)]) throws -> Layout {
    var layout = Layout(name: "test")
    for (name, kind) in views {
        try layout.addView(name, kind: kind, translatesAutoresizingMaskIntoConstraints: false)
    }
    return layout
}

func fixturePath(_ name: String) -> String {
    Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!.path
}

func fixtureText(_ name: String) throws -> String {
    try String(contentsOfFile: fixturePath(name), encoding: .utf8)
}

func load(yaml: String) throws -> Layout {
    try LayoutFileLoader.load(yaml: yaml, file: "test.yaml")
}

/// The message a layout file is refused with, or "loaded".
func loadError(_ yaml: String) -> String {
    do {
        _ = try LayoutFileLoader.load(yaml: yaml, file: "test.yaml")
        return "loaded"
    } catch {
        return error.description
    }
}
