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
        super.init(frame: UIView.adopting(TextView(frame: frame.raster, attributedText: AttributedText())))
        // UIKit's text views start opaque white; code that wants none sets .clear.
        backgroundColor = .white
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    private var storedFont: UIFont?
    private var storedTextColor: UIColor?
    private var storedAlignment: NSTextAlignment = .natural

    // Real setters, not observers: Swift skips a `didSet` inside the class's own initialisers.
    /// The default font (12-pt system, as UIKit's) and colour for runs without their own.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue; relayout() }
    }
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue; relayout() }
    }
    open var textAlignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue; textView.textAlignment = newValue.engine }
    }

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

    /// Dynamic colours in the text resolve against the view's traits (again when they change).
    private func relayout() {
        let engine = UITraitCollection.withCurrent(traitCollection) {
            storedText.engineText(defaultFont: storedFont ?? .systemFont(ofSize: 12), defaultColor: storedTextColor ?? .label)
        }
        textView.setAttributedText(engine)
    }

    package override func traitAppearanceDidChange() { relayout() }
}
