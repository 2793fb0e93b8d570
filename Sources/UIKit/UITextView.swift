internal import Raster
internal import Transitions

/// UITextView for static text: attributed text laid out in the view's width with the text
/// container inset (default 8, 0, 8, 0) and UIKit's line fragment padding 5.
open class UITextView: UIView {
    private var textView: TextView { base as! TextView }
    private var storedText = NSAttributedString(string: "")
    open var isEditable = true
    open var isSelectable = true
    open var isScrollEnabled = true

    public override init(frame: CGRect) {
        super.init(base: TextView(frame: frame.raster, attributedText: AttributedText()))
        // UIKit's text views start opaque white; code that wants none sets .clear.
        backgroundColor = .white
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    /// The default font (12-pt system, as UIKit's) and colour for runs without their own.
    open var font: UIFont? { didSet { relayout() } }
    open var textColor: UIColor? { didSet { relayout() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textView.textAlignment = textAlignment.engine } }

    open var attributedText: NSAttributedString! {
        get { storedText }
        set { storedText = newValue ?? NSAttributedString(string: ""); relayout() }
    }
    open var text: String! {
        get { storedText.string }
        set { storedText = NSAttributedString(string: newValue ?? ""); relayout() }
    }
    open var textContainerInset: UIEdgeInsets {
        get { UIEdgeInsets(textView.textContainerInset) }
        set { textView.textContainerInset = newValue.engine }
    }

    /// The laid-out size for `size.width` (UITextView grows downwards: the height is the text's).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = textView.sizeThatFits(width: Double(size.width))
        return CGSize(s)
    }

    package override func boundsSizeChanged() { textView.refreshContents() }

    private func relayout() {
        let engine = storedText.engineText(defaultFont: font ?? .systemFont(ofSize: 12), defaultColor: textColor ?? .black)
        textView.setAttributedText(engine)
    }
}
