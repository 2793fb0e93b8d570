// Status: UIPageControl's `numberOfPages`, `currentPage`, `hidesForSinglePage`,
// `pageIndicatorTintColor` and `currentPageIndicatorTintColor`, drawn as a row of round dots
// centred in its bounds (the classic indicator: 7-point dots, 16 points apart, the current one
// opaque white and the others white at 0.3). Not here: the iOS 14 background style, custom
// indicator images, interaction (a tap or scrub changing the page) and `preferredIndicatorImage`.

/// A row of dots, one a page, the current one lit.
open class UIPageControl: UIControl {
    /// Dot diameter (points).
    static let dotDiameter: CGFloat = 7
    /// Centre-to-centre distance of neighbouring dots (points).
    static let dotPitch: CGFloat = 16
    /// The height of the strip a page view controller gives its control.
    static let stripHeight: CGFloat = 37

    open var numberOfPages: Int {
        get { pages }
        set { pages = max(0, newValue); currentPageStorage = min(currentPageStorage, max(pages - 1, 0)); rebuild() }
    }
    private var pages = 0

    open var currentPage: Int {
        get { currentPageStorage }
        set { currentPageStorage = min(max(newValue, 0), max(pages - 1, 0)); recolour() }
    }
    private var currentPageStorage = 0

    open var hidesForSinglePage: Bool {
        get { hidesSingle }
        set { hidesSingle = newValue; rebuild() }
    }
    private var hidesSingle = false

    /// The colour of the dots that are not current (white at 0.3 when nil).
    open var pageIndicatorTintColor: UIColor? {
        get { otherTint }
        set { otherTint = newValue; recolour() }
    }
    private var otherTint: UIColor?

    /// The colour of the current dot (white when nil).
    open var currentPageIndicatorTintColor: UIColor? {
        get { currentTint }
        set { currentTint = newValue; recolour() }
    }
    private var currentTint: UIColor?

    private var dots: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { return nil }

    /// The size the dots of `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * Self.dotPitch, height: Self.stripHeight)
    }

    private func rebuild() {
        for d in dots { d.removeFromSuperview() }
        dots = []
        guard pages > 0, !(hidesSingle && pages == 1) else { return }
        for _ in 0..<pages {
            let d = UIView(frame: CGRect(x: 0, y: 0, width: Self.dotDiameter, height: Self.dotDiameter))
            d.layer.cornerRadius = Self.dotDiameter / 2
            addSubview(d)
            dots.append(d)
        }
        recolour()
        setNeedsLayout()
    }

    private func recolour() {
        for (i, d) in dots.enumerated() {
            d.backgroundColor = i == currentPageStorage ? (currentTint ?? .white) : (otherTint ?? UIColor(white: 1, alpha: 0.3))
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let row = CGFloat(dots.count - 1) * Self.dotPitch
        for (i, d) in dots.enumerated() {
            let cx = bounds.midX - row / 2 + CGFloat(i) * Self.dotPitch
            d.frame = CGRect(x: cx - Self.dotDiameter / 2, y: bounds.midY - Self.dotDiameter / 2, width: Self.dotDiameter, height: Self.dotDiameter)
        }
    }
}
