internal import Raster
internal import Transitions

/// UILabel: text drawn in the bounds, vertically centred as UIKit's labels are, cut to
/// `numberOfLines` by `lineBreakMode` (tail truncation with "…", word wrap, clipping).
open class UILabel: UIView {
    /// The text as drawn into the layer's contents (cut to the lines, resolved colours).
    private var drawn = LayerText(insets: .zero, lineFragmentPadding: 0)
    private var storedText: NSAttributedString?
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    private var storedTextColor: UIColor = .label
    private var storedLines = 1
    private var storedAlignment: NSTextAlignment = .natural
    private var storedBreakMode: NSLineBreakMode = .byTruncatingTail

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.base.contentsGravity = .center
        // Centred in bounds rounded for another screen, the text still starts on a pixel row.
        layer.base.pixelAlignsContentsVertically = true
        drawn.draw(into: layer.base)
        isUserInteractionEnabled = false
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    // Real setters, not observers: Swift skips a `didSet` inside the class's own initialisers
    // (a convenience init in an extension counts), which would lose what such an init sets.
    open var font: UIFont! {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17); relayout() }
    }
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label; relayout() }
    }
    open var textAlignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue; draw(drawn.with(alignment: shownAlignment)) }
    }
    /// The alignment drawn: natural is right in a right-to-left label (Appearance/UIView+LayoutDirection.swift).
    private var shownAlignment: TextAlignment {
        storedAlignment == .natural && LayoutDirectionResolution.isRightToLeft(self) ? .right : storedAlignment.engine
    }
    /// The most lines to draw (0: any number); text needing more is cut by `lineBreakMode`.
    /// Whether the text follows a change of the content size category (UIContentSizeCategoryAdjusting):
    /// a recording's category is fixed, so there is never a change to follow.
    open var adjustsFontForContentSizeCategory = false
    open var numberOfLines: Int {
        get { storedLines }
        set { storedLines = newValue; relayout() }
    }
    open var lineBreakMode: NSLineBreakMode {
        get { storedBreakMode }
        set { storedBreakMode = newValue; relayout() }
    }
    open var text: String? {
        get { storedText?.string }
        set { storedText = newValue.map { NSAttributedString(string: $0) }; relayout() }
    }
    open var attributedText: NSAttributedString? {
        get { storedText }
        set { storedText = newValue; relayout() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width < 1e6 ? size.width : 10_000
        let s = drawn.sizeThatFits(width: Double(width))
        return CGSize(s)
    }

    package override func boundsSizeChanged() { relayout() }
    package override var makesOwnContents: Bool { true }
    package override func redrawTextAtCurrentScale() { drawn.draw(into: layer.base) }
    /// The text as drawn (Layout/UILabel+TextMetrics.swift measures it).
    var drawnText: AttributedText { drawn.attributedText }

    /// Shows `text`: the layer's contents are drawn again.
    private func draw(_ text: LayerText) {
        drawn = text
        text.draw(into: layer.base)
    }

    /// The text's size on one line per paragraph (Layout/UILabel+TextMetrics.swift).
    open override var intrinsicContentSize: CGSize { textMetrics()?.size ?? .zero }

    /// Dynamic colours in the text resolve against the label's traits.
    private func relayout() {
        let alignment = shownAlignment
        if drawn.alignment != alignment { draw(drawn.with(alignment: alignment)) }
        let text = UITraitCollection.withCurrent(traitCollection) { shownText() ?? AttributedText() }
        draw(drawn.with(text: text))
    }

    package override func traitAppearanceDidChange() { relayout() }

    /// The text as drawn: cut to `numberOfLines` at the current width, as UIKit's labels cut it.
    /// Tail truncation ends the last line with "…"; word wrapping and clipping show the whole
    /// words (or, for character wrapping, the characters) that fit. Head and middle truncation
    /// cut the tail, with a warning.
    private func shownText() -> AttributedText? {
        guard let full = storedText else { return nil }
        let engine = { (s: NSAttributedString) in s.engineText(defaultFont: self.storedFont, defaultColor: self.storedTextColor) }
        let whole = engine(full)
        let width = Double(bounds.width)
        guard storedLines > 0, width > 0, lineCount(whole, width) > storedLines else { return whole }
        let ellipsis = lineBreakMode == .byTruncatingTail || lineBreakMode == .byTruncatingHead || lineBreakMode == .byTruncatingMiddle
        if lineBreakMode == .byTruncatingHead || lineBreakMode == .byTruncatingMiddle {
            RecordingLog.warning("UILabel.lineBreakMode .\(lineBreakMode) is drawn as .byTruncatingTail (the tail is cut)")
        }
        let utf16 = Array(full.string.utf16)
        let candidate = { (k: Int) -> NSAttributedString in
            // The ellipsis follows the last character shown, not a space before it: trailing
            // white space is dropped, as a text line's truncation drops it.
            var kept = k
            if ellipsis { while kept > 0, [0x20, 0x0A, 0x09, 0xA0].contains(utf16[kept - 1]) { kept -= 1 } }
            let cut = NSMutableAttributedString(attributedString: full.attributedSubstring(from: NSRange(location: 0, length: kept)))
            if ellipsis {
                let attributes = kept > 0 ? full.attributes(at: kept - 1, effectiveRange: nil) : [:]
                cut.append(NSAttributedString(string: "\u{2026}", attributes: attributes))
            }
            return cut
        }
        // The longest prefix that fits (fitting shrinks as the prefix grows).
        var lo = 0, hi = full.length - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineCount(engine(candidate(mid)), width) <= storedLines { lo = mid } else { hi = mid - 1 }
        }
        var k = lo
        if lineBreakMode == .byWordWrapping || lineBreakMode == .byClipping, k < full.length {
            let prefix = (full.string as NSString).substring(to: k)
            let next = (full.string as NSString).substring(with: NSRange(location: k, length: 1))
            if next != " ", next != "\n", let space = prefix.lastIndex(where: { $0 == " " || $0 == "\n" }) {
                k = (String(prefix[..<space]) as NSString).length
            }
        }
        return engine(candidate(k))
    }

    private func lineCount(_ text: AttributedText, _ width: Double) -> Int {
        (try? TextLayout(text, width: width, alignment: shownAlignment, insets: .zero, lineFragmentPadding: 0).lines.count) ?? 0
    }
}

/// How a label breaks lines that do not fit (lines always wrap at word boundaries; the mode picks
/// how the last line allowed by `numberOfLines` ends).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension LayerText {
    /// This text with another alignment.
    func with(alignment: TextAlignment) -> LayerText {
        var t = self
        t.alignment = alignment
        return t
    }
    /// This layout with other text.
    func with(text: AttributedText) -> LayerText {
        var t = self
        t.attributedText = text
        return t
    }
}
