import LayoutModel
import TrellisBase

/// What Trellis knows about a UIKit view class as Interface Builder writes it (the element
/// name: `label`, `switch`, `scrollView`): which `ViewKind` stands for it, whether its intrinsic
/// size comes from text, and the default size of controls that size themselves.
struct IBViewClass {
    var element: String
    var kind: ViewKind
    /// Its intrinsic size depends on text set in Apple's fonts (labels, buttons, text fields,
    /// segmented controls, non-scrolling text views).
    var showsText: Bool
    /// Scroll views: constraints from their edges to their descendants size the content.
    var scrolls: Bool
    /// A control's fixed intrinsic size, per axis (nil: none in that axis), as Interface
    /// Builder draws it since Xcode 10.
    var defaultIntrinsicSize: IntrinsicSize?
    /// How far the frame reaches beyond the alignment rect that constraints place: measured in
    /// saved frames (a switch is placed 2 pt left of its frame's right edge, a segmented
    /// control's frame is 1 pt taller than what its constraints hold).
    var alignmentRectOutsets: EdgeInsets = .zero

    /// The intrinsic size of this element's control, where its style changes it: a large activity
    /// indicator (`large`, `whiteLarge`) is 37 × 37, the others 20 × 20.
    func defaultIntrinsicSize(of node: IBNode) -> IntrinsicSize? {
        if element == "activityIndicatorView", let style = node["style"], Self.largeActivityIndicatorStyles.contains(style) {
            return IntrinsicSize(width: 37, height: 37)
        }
        return defaultIntrinsicSize
    }

    private static let largeActivityIndicatorStyles: Set<String> = ["large", "whiteLarge"]

    /// The class of an element inside `<subviews>`; nil for elements that are no views.
    static func named(_ element: String) -> IBViewClass? {
        if let known = table[element] { return known }
        guard viewElements.contains(element) else { return nil }
        return IBViewClass(element: element, kind: .view, showsText: false, scrolls: false, defaultIntrinsicSize: nil)
    }

    private static func make(_ element: String, _ kind: ViewKind, text: Bool = false, scrolls: Bool = false,
                             size: IntrinsicSize? = nil, outsets: EdgeInsets = .zero) -> (String, IBViewClass) {
        (element, IBViewClass(element: element, kind: kind, showsText: text, scrolls: scrolls, defaultIntrinsicSize: size,
                              alignmentRectOutsets: outsets))
    }

    private static let table: [String: IBViewClass] = Dictionary(uniqueKeysWithValues: [
        make("view", .view),
        make("label", .label, text: true),
        make("button", .button, text: true),
        make("imageView", .imageView),
        make("textField", .textField, text: true),
        make("stackView", .stackView),
        make("switch", .switch, size: IntrinsicSize(width: 49, height: 31), outsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)),
        make("segmentedControl", .view, text: true, size: IntrinsicSize(width: nil, height: 31),
             outsets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)),
        // A slider's frame reaches 2 pt beyond its track at each end and 1 pt below what its
        // constraints hold (140 sliders of ../shared/ib-wide, Xcode 8 to 15, agree).
        make("slider", .view, size: IntrinsicSize(width: nil, height: 30), outsets: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)),
        make("stepper", .view, size: IntrinsicSize(width: 94, height: 32)),
        make("activityIndicatorView", .view, size: IntrinsicSize(width: 20, height: 20)),
        make("progressView", .view, size: IntrinsicSize(width: nil, height: 4)),
        make("pageControl", .view, size: IntrinsicSize(width: nil, height: 26)),
        make("searchBar", .view, size: IntrinsicSize(width: nil, height: 56)),
        make("navigationBar", .view, size: IntrinsicSize(width: nil, height: 44)),
        make("toolbar", .toolbar),
        make("tabBar", .view, size: IntrinsicSize(width: nil, height: 49)),
        make("datePicker", .view, size: IntrinsicSize(width: 320, height: 216)),
        make("pickerView", .view, size: IntrinsicSize(width: 320, height: 216)),
        make("textView", .view, text: true, scrolls: true),
        make("scrollView", .scrollView, scrolls: true),
        make("tableView", .scrollView, scrolls: true),
        make("collectionView", .scrollView, scrolls: true),
    ].map { ($0.0, $0.1) })

    /// Other UIKit views Interface Builder writes, laid out as plain views without an intrinsic
    /// size.
    private static let viewElements: Set<String> = [
        "containerView", "visualEffectView", "mapView", "wkWebView", "webView", "glkView", "sceneKitView",
        "skView", "mtkView", "arscnView", "arskView", "tableViewCell", "tableViewCellContentView",
        "collectionViewCell", "collectionViewCellContentView", "collectionReusableView", "tableViewHeaderFooterView",
        "imageButton", "control", "window",
    ]
}
