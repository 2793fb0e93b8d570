internal import Raster
internal import Transitions

/// UILabel: text drawn in the bounds, vertically centred as UIKit's labels are (no truncation).
open class UILabel: UIView {
    private var textView: TextView { base as! TextView }
    private var storedText: NSAttributedString?
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    public override init(frame: CGRect) {
        super.init(base: TextView(frame: frame.raster, attributedText: AttributedText(), textContainerInset: .zero,
                                  lineFragmentPadding: 0))
        base.layer.contentsGravity = .center
        isUserInteractionEnabled = false
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { relayout() } }
    open var textColor: UIColor! = .black { didSet { relayout() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textView.textAlignment = textAlignment.engine } }
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
        let s = textView.sizeThatFits(width: Double(width))
        return CGSize(s)
    }

    package override func boundsSizeChanged() { textView.refreshContents() }

    /// The text's size on one line per paragraph (Layout/UILabel+TextMetrics.swift).
    open override var intrinsicContentSize: CGSize { textMetrics()?.size ?? .zero }

    private func relayout() {
        textView.setAttributedText(storedText?.engineText(defaultFont: font, defaultColor: textColor) ?? AttributedText())
    }
}

/// How a label breaks lines that do not fit (stored; labels here wrap at word boundaries).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
