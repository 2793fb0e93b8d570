// Status: UICollectionReusableView (reuseIdentifier, prepareForReuse, apply(_:) of layout
// attributes) and UICollectionViewCell (contentView, backgroundView, selectedBackgroundView,
// isSelected and isHighlighted as overridable properties showing the selected background).
// Not here: configuration states, content configurations, self-sizing
// (preferredLayoutAttributesFitting), drag states.

internal import Transitions

/// A view a collection view places from layout attributes and reuses.
open class UICollectionReusableView: UIView {
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }
    public convenience init() { self.init(frame: .zero) }
    /// What a collection view calls to make a view of a registered class (UIKit calls
    /// `init(frame:)`, which this calls, so a subclass's override runs).
    public required convenience init(registeredFrame frame: CGRect) { self.init(frame: frame) }

    open func prepareForReuse() {}
    /// The layout's attributes for this view (subclasses read their own attributes here).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}

/// An item of a collection view.
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the app adds its views (the cell's bounds).
    public let contentView = UIView()
    open var backgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    private var storedSelected = false, storedHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { return nil }

    open var isSelected: Bool {
        get { storedSelected }
        set { storedSelected = newValue; updateSelectedBackground() }
    }
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { storedHighlighted = newValue; updateSelectedBackground() }
    }

    private func updateSelectedBackground() {
        guard let s = selectedBackgroundView else { return }
        if storedSelected || storedHighlighted {
            s.frame = bounds
            if s.superview !== self { insertSubview(s, belowSubview: contentView) }
        } else {
            s.removeFromSuperview()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        if let b = backgroundView {
            b.frame = bounds
            if b.superview !== self { insertSubview(b, at: 0) }
        }
        if storedSelected || storedHighlighted { updateSelectedBackground() }
    }

    package override func boundsSizeChanged() { setNeedsLayout() }
}
