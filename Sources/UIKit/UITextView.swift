internal import Raster
internal import Transitions

/// UITextView for static text: attributed text laid out in the view's width with the text
/// container inset (default 8, 0, 8, 0) and UIKit's line fragment padding 5.
open class UITextView: UIView {
    /// The text as drawn into the layer's contents (UITextView's insets and padding, resolved colours).
    private var drawn = LayerText()
    private var storedText = NSAttributedString(string: "")
    open var isEditable = true
    open var isSelectable = true
    open var isScrollEnabled = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.base.contentsGravity = .topLeft
        drawn.draw(into: layer.base)
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
        set { storedAlignment = newValue; draw(drawn.with(alignment: newValue.engine)) }
    }

    open var attributedText: NSAttributedString! {
        get { storedText }
        set { storedText = newValue ?? NSAttributedString(string: ""); relayout() }
    }
    open var text: String! {
        get { storedText.string }
        set { storedText = NSAttributedString(string: newValue ?? ""); relayout() }
    }
    /// Whether the text follows a change of the content size category (UIContentSizeCategoryAdjusting):
    /// a recording's category is fixed, so there is never a change to follow.
    open var adjustsFontForContentSizeCategory = false
    open var textContainerInset: UIEdgeInsets {
        get { UIEdgeInsets(drawn.insets) }
        set {
            var t = drawn
            t.insets = newValue.engine
            draw(t)
        }
    }

    /// The laid-out size for `size.width` (UITextView grows downwards: the height is the text's).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = drawn.sizeThatFits(width: Double(size.width))
        return CGSize(s)
    }

    package override func boundsSizeChanged() { drawn.draw(into: layer.base) }
    package override var makesOwnContents: Bool { true }
    package override func redrawTextAtCurrentScale() { drawn.draw(into: layer.base) }

    /// Shows `text`: the layer's contents are drawn again.
    private func draw(_ text: LayerText) {
        drawn = text
        text.draw(into: layer.base)
    }

    /// Dynamic colours in the text resolve against the view's traits (again when they change).
    private func relayout() {
        let engine = UITraitCollection.withCurrent(traitCollection) {
            storedText.engineText(defaultFont: storedFont ?? .systemFont(ofSize: 12), defaultColor: storedTextColor ?? .label)
        }
        draw(drawn.with(text: engine))
    }

    package override func traitAppearanceDidChange() { relayout() }
}
