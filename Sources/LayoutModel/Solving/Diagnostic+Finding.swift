import TrellisBase

extension Finding {
    /// A check's diagnostic as a finding, located in `layout`'s file.
    public init(_ diagnostic: Diagnostic, in layout: Layout) {
        self.init(kind: diagnostic.kind, views: diagnostic.views, constraints: diagnostic.constraints,
                  message: diagnostic.description,
                  location: diagnostic.location(sourceOfView: { layout.view(named: $0)?.source }))
    }
}
