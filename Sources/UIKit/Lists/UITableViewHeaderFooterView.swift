// Status: UITableViewHeaderFooterView (reuseIdentifier, contentView, textLabel, backgroundView,
// prepareForReuse) for register(_:forHeaderFooterViewReuseIdentifier:) and
// dequeueReusableHeaderFooterView(withIdentifier:); its textLabel sits at the 16-pt margin,
// centred down the view. Not here: content configurations, detailTextLabel's styles.

internal import Transitions

/// A reusable section header or footer of a table view.
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    /// Where the app adds its views (the view's bounds).
    public let contentView = UIView()
    private var label: UILabel?
    open var backgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { return nil }
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }
    public convenience init() { self.init(reuseIdentifier: nil) }
    /// What a table view calls to make a view of a registered class (UIKit calls init(reuseIdentifier:)).
    public required convenience init(registeredReuseIdentifier identifier: String?) { self.init(reuseIdentifier: identifier) }

    /// The title (made on first use).
    open var textLabel: UILabel? {
        if let label { return label }
        let l = UILabel()
        l.font = .systemFont(ofSize: 17, weight: .semibold)
        contentView.addSubview(l)
        label = l
        setNeedsLayout()
        return l
    }

    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        if let b = backgroundView {
            b.frame = bounds
            if b.superview !== self { insertSubview(b, at: 0) }
        }
        if let label {
            let margin: CGFloat = bounds.width >= 414 ? 20 : 16
            let h = label.textSize.height
            label.frame = CGRect(x: margin, y: ((bounds.height - h) / 2).rounded(), width: max(bounds.width - 2 * margin, 0), height: h)
        }
    }

    package override func boundsSizeChanged() { setNeedsLayout() }
}
