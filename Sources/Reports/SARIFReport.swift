import Foundation

/// SARIF 2.1.0, the format code-scanning dashboards (GitHub code scanning among them) read: one
/// rule per diagnostic kind, one result per finding (the same finding on many cases is one result
/// naming them), located at the constraint or view in the layout's file.
public enum SARIFReport {
    /// What each kind means, for the rules' descriptions; a kind not listed is described by its name.
    static let ruleDescriptions: [String: String] = [
        "unsatisfiable": "Required constraints conflict; UIKit breaks one of them at run time.",
        "ambiguous": "The constraints leave a view's frame open: more than one solution is optimal.",
        "compressed": "A view with content is squeezed below its intrinsic size, so its content is clipped.",
        "empty-size": "A visible view solves to zero width or height.",
        "outside-root": "A view lies wholly outside its screen.",
        "partly-outside-root": "A view lies partly outside its screen.",
        "unsafe-area": "Content reaches under the status bar, sensor housing or home indicator.",
        "invalid-layout": "The layout file cannot be loaded or solved for this screen.",
        "not-modelled": "The source file uses something Trellis does not model.",
        "status-changed": "A case's solve status changed between the runs.",
        "case-removed": "A case of the base run is missing from the head run.",
        "case-added": "A case is new in the head run.",
        "frame-changed": "A view's frame changed between the runs.",
        "diagnostic-fixed": "A diagnostic of the base run is gone in the head run.",
    ]

    public static func render(_ verdicts: [CaseVerdict], toolVersion: String) -> String {
        let groups = GroupedFinding.grouping(verdicts)
        var kinds: [String] = []
        for group in groups where !kinds.contains(group.finding.kind) { kinds.append(group.finding.kind) }
        let rules: [[String: Any]] = kinds.map { kind in
            ["id": kind, "name": kind, "shortDescription": ["text": ruleDescriptions[kind] ?? kind]]
        }
        let results: [[String: Any]] = groups.map { group in
            var result: [String: Any] = [
                "ruleId": group.finding.kind,
                "ruleIndex": kinds.firstIndex(of: group.finding.kind)!,
                "level": group.isFailure ? "error" : "warning",
                "message": ["text": "\(group.finding.message)\n(\(group.casesText))"],
                "partialFingerprints": ["trellisFinding/v1": "\(group.cases[0].layout)|\(group.finding.identity)"],
                "properties": ["cases": group.cases.map(\.description)],
            ]
            if let file = group.finding.file {
                var physical: [String: Any] = ["artifactLocation": ["uri": file]]
                if let line = group.finding.line {
                    physical["region"] = ["startLine": line, "startColumn": group.finding.column ?? 1]
                }
                result["locations"] = [["physicalLocation": physical]]
            }
            return result
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": ["name": "Trellis", "version": toolVersion, "rules": rules]],
                "results": results,
            ]],
        ]
        let data = try! JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
