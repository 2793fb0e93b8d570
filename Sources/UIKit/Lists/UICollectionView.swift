// Status: UICollectionView placing cells and supplementary views from its layout's attributes
// for the visible bounds (prepare() after each invalidation and whenever the layout asks to
// be invalidated for a bounds change), contentSize from the layout, cells only for visible
// items with real reuse (registered classes, per-identifier pools), cellForItem(at:),
// visibleCells, indexPathsForVisibleItems, indexPathForItem(at:), layoutAttributesForItem(at:),
// selection by code and by a tap, scrollToItem, the layout's targetContentOffset when a drag
// ends. A view is given its attributes again only when they change (isEqual), as in UIKit.
// Item changes (insert/delete/reload/move, performBatchUpdates) apply at once without
// animating. Not here: decoration views, animated layout changes, prefetching, diffable data
// sources, compositional layout, drag and drop, reordering.

/// Items in sections, placed by a layout object.
open class UICollectionView: UIScrollView {
    /// The direction a flow layout scrolls.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    /// What layout attributes describe.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }
    /// Where scrollToItem puts the item.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// A flow layout's delegate sizes the items: setting it lays them out again.
    open override weak var delegate: UIScrollViewDelegate? { didSet { layoutInvalidated() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = backgroundView { insertSubview(v, at: 0) }; setNeedsLayout() }
    }
    private var layout: UICollectionViewLayout
    private var counts: [Int]?
    private var prepared = false
    private var preparedBounds: CGRect = .null
    private var visible: [IndexPath: UICollectionViewCell] = [:]
    private var supplementary: [String: [IndexPath: UICollectionReusableView]] = [:]
    private var pools: [String: [UICollectionReusableView]] = [:]
    private var cellClasses: [String: UICollectionReusableView.Type] = [:]
    private var viewClasses: [String: UICollectionReusableView.Type] = [:]
    private var selected: [IndexPath] = []
    private var tapStart: CGPoint?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(UICollectionView.tapped)))
    }
    public required init?(coder: NSCoder) { return nil }

    private var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Uses another layout (the change shows at once; animating between layouts is not modelled).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        if animated { RecordingLog.warning("setCollectionViewLayout(_:animated: true): the change of layout is not animated here; it shows at once") }
        if self.layout.collectionView === self { self.layout.collectionView = nil }
        self.layout = layout
        layout.collectionView = self
        layoutInvalidated()
        completion?(true)
    }

    /// The layout must prepare again before the next placement.
    func layoutInvalidated() {
        prepared = false
        setNeedsLayout()
    }

    // MARK: Registration and reuse

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { cellClasses[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            RecordingLog.error("UICollectionView.register(\(cellClass), forCellWithReuseIdentifier: \"\(identifier)\"): the class is not a UICollectionViewCell")
            return
        }
        cellClasses[identifier] = type
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = elementKind + "\u{0}" + identifier
        guard let viewClass else { viewClasses[key] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            RecordingLog.error("UICollectionView.register(\(viewClass), forSupplementaryViewOfKind: \"\(elementKind)\"): the class is not a UICollectionReusableView")
            return
        }
        viewClasses[key] = type
    }

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reuse(key: "cell\u{0}" + identifier) as? UICollectionViewCell { return cell }
        guard let type = cellClasses[identifier] else {
            RecordingLog.error("dequeueReusableCell(withReuseIdentifier: \"\(identifier)\", for:): no cell class is registered for the identifier; call register(_:forCellWithReuseIdentifier:) first (UIKit raises here)")
            return UICollectionViewCell(frame: .zero)
        }
        let cell = type.init(registeredFrame: layoutAttributesForItem(at: indexPath)?.frame ?? .zero) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "\u{0}" + identifier
        if let v = reuse(key: key) { return v }
        guard let type = viewClasses[key] else {
            RecordingLog.error("dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\", for:): no class is registered for the kind and identifier (UIKit raises here)")
            return UICollectionReusableView()
        }
        let v = type.init(registeredFrame: .zero)
        v.reuseIdentifier = identifier
        poolKeys[ObjectIdentifier(v)] = key
        return v
    }

    private var poolKeys: [ObjectIdentifier: String] = [:]

    private func reuse(key: String) -> UICollectionReusableView? {
        guard var pool = pools[key], let v = pool.popLast() else { return nil }
        pools[key] = pool
        v.prepareForReuse()
        return v
    }

    private func retire(_ v: UICollectionReusableView, key: String?) {
        applied[ObjectIdentifier(v)] = nil
        v.removeFromSuperview()
        if let key { pools[key, default: []].append(v) }
    }

    // MARK: Data

    open func reloadData() {
        counts = nil
        for (ip, cell) in visible {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip)
            retire(cell, key: cell.reuseIdentifier.map { "cell\u{0}" + $0 })
        }
        visible = [:]
        for (_, views) in supplementary { for v in views.values { retire(v, key: poolKeys[ObjectIdentifier(v)]) } }
        supplementary = [:]
        selected = []
        layoutInvalidated()
    }

    private var itemCounts: [Int] {
        if let counts { return counts }
        let sections = dataSource.map { max($0.numberOfSections(in: self), 0) } ?? 0
        let c = (0..<sections).map { max(dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0, 0) }
        counts = c
        return c
    }

    open var numberOfSections: Int { itemCounts.count }
    open func numberOfItems(inSection section: Int) -> Int { itemCounts.indices.contains(section) ? itemCounts[section] : 0 }

    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    /// As UIKit: a reload still pending is carried out first ("a reload may occur"), so the
    /// block sees the cells on screen (ViewAnimator animates them there); the item counts are
    /// asked again after it and the cells on screen stay (changes apply at once, unanimated).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        layoutIfNeeded()
        updates?()
        counts = nil
        layoutInvalidated()
        completion?(true)
    }

    // MARK: Geometry

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath)
    }
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visible[indexPath] }
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visible[$0] } }
    open var indexPathsForVisibleItems: [IndexPath] { visible.keys.sorted() }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        supplementary[elementKind]?[indexPath]
    }
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        (supplementary[elementKind] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
    }
    /// The item under a point in content coordinates.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return (layout.layoutAttributesForElements(in: probe) ?? []).last { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    private func prepareIfNeeded() {
        if prepared, preparedBounds != bounds, layout.shouldInvalidateLayout(forBoundsChange: bounds) { prepared = false }
        guard !prepared else { return }
        _ = itemCounts
        layout.prepare()
        prepared = true
        preparedBounds = bounds
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    /// The layout's answer where a drag's deceleration ends.
    override func proposedTargetOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    // MARK: Placement

    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareIfNeeded()
        preparedBounds = bounds
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        let attributes = layout.layoutAttributesForElements(in: bounds) ?? []
        var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedViews: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
        for a in attributes where a.frame.overlaps(bounds) {
            switch a.representedElementCategory {
            case .cell where numberOfItems(inSection: a.indexPath.section) > a.indexPath.item: wantedCells[a.indexPath] = a
            case .supplementaryView: if let k = a.representedElementKind { wantedViews[k, default: [:]][a.indexPath] = a }
            default: break
            }
        }
        for (ip, cell) in visible where wantedCells[ip] == nil {
            visible[ip] = nil
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip)
            if cell.isSelected { cell.isSelected = false }
            retire(cell, key: cell.reuseIdentifier.map { "cell\u{0}" + $0 })
        }
        for (kind, views) in supplementary {
            for (ip, v) in views where wantedViews[kind]?[ip] == nil {
                supplementary[kind]?[ip] = nil
                retire(v, key: poolKeys[ObjectIdentifier(v)])
            }
        }
        for ip in wantedCells.keys.sorted() where visible[ip] == nil {
            guard let source = dataSource else { break }
            let cell = source.collectionView(self, cellForItemAt: ip)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: ip)
            visible[ip] = cell
        }
        for (kind, views) in wantedViews {
            for ip in views.keys.sorted() where supplementary[kind]?[ip] == nil {
                guard let source = dataSource else { break }
                supplementary[kind, default: [:]][ip] = source.collectionView(self, viewForSupplementaryElementOfKind: kind, at: ip)
            }
        }
        // Views in the order the layout gave their attributes (later ones draw above).
        for a in attributes where a.frame.overlaps(bounds) {
            let v: UICollectionReusableView?
            switch a.representedElementCategory {
            case .cell: v = visible[a.indexPath]
            case .supplementaryView: v = a.representedElementKind.flatMap { supplementary[$0]?[a.indexPath] }
            case .decorationView: v = nil
            }
            guard let v else { continue }
            place(v, a)
            if v.superview !== self { addSubview(v) } else { bringSubviewToFront(v) }
            if let cell = v as? UICollectionViewCell {
                let isSelected = selected.contains(a.indexPath)
                if cell.isSelected != isSelected { cell.isSelected = isSelected }
            }
        }
    }

    /// Sets a view's geometry from attributes, then lets it read them.
    /// The attributes each view on screen was last given (UIKit applies them again only when
    /// they change, by `isEqual`, so what code set on a cell since, an alpha or transform
    /// ViewAnimator animates, stays).
    private var applied: [ObjectIdentifier: UICollectionViewLayoutAttributes] = [:]

    private func place(_ v: UICollectionReusableView, _ a: UICollectionViewLayoutAttributes) {
        if let last = applied[ObjectIdentifier(v)], a.isEqual(last) { return }
        applied[ObjectIdentifier(v)] = a.copy() as? UICollectionViewLayoutAttributes
        let size = CGRect(origin: .zero, size: a.size)
        if v.transform3D != CATransform3DIdentity { v.transform3D = CATransform3DIdentity }
        if v.bounds != size { v.bounds = size }
        if v.center != a.center { v.center = a.center }
        if a.transform3D != CATransform3DIdentity { v.transform3D = a.transform3D }
        if v.alpha != a.alpha { v.alpha = a.alpha }
        if v.isHidden != a.isHidden { v.isHidden = a.isHidden }
        v.apply(a)
    }

    // MARK: Scrolling

    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let f = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        var o = contentOffset
        if scrollPosition.contains(.top) { o.y = f.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { o.y = f.midY - (bounds.height - inset.top - inset.bottom) / 2 - inset.top }
        if scrollPosition.contains(.bottom) { o.y = f.maxY - bounds.height + inset.bottom }
        if scrollPosition.contains(.left) { o.x = f.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { o.x = f.midX - (bounds.width - inset.left - inset.right) / 2 - inset.left }
        if scrollPosition.contains(.right) { o.x = f.maxX - bounds.width + inset.right }
        let target = clamped(o)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    // MARK: Selection

    open var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in selected { deselectItem(at: ip, animated: animated) }
            return
        }
        if !allowsMultipleSelection { for ip in selected where ip != indexPath { deselectItem(at: ip, animated: animated) } }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        visible[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.isSelected = false
    }

    /// A tap delivered to the collection view selects the item under it (a trace that moves is a drag).
    private func tapped(_ tap: UITapGestureRecognizer) {
        let p = tap.location(in: nil)
        switch tap.state {
        case .began: tapStart = p
        case .ended:
            defer { tapStart = nil }
            if let s = tapStart, hypot(p.x - s.x, p.y - s.y) > 10 { return }
            guard allowsSelection, let ip = indexPathForItem(at: tap.location(in: self)) else { return }
            let d = collectionDelegate
            if let d, !d.collectionView(self, shouldHighlightItemAt: ip) { return }
            if selected.contains(ip) {
                guard allowsMultipleSelection, d?.collectionView(self, shouldDeselectItemAt: ip) ?? true else { return }
                deselectItem(at: ip, animated: false)
                d?.collectionView(self, didDeselectItemAt: ip)
                return
            }
            guard d?.collectionView(self, shouldSelectItemAt: ip) ?? true else { return }
            if !allowsMultipleSelection {
                for other in selected where other != ip { deselectItem(at: other, animated: false); d?.collectionView(self, didDeselectItemAt: other) }
            }
            selectItem(at: ip, animated: false, scrollPosition: [])
            d?.collectionView(self, didSelectItemAt: ip)
        default: break
        }
    }
}

/// Swift 4's spelling of `UICollectionView.ScrollDirection`.
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
/// Swift 4's spelling of `UICollectionView.ScrollPosition`.
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
/// Swift 4's spelling of the header kind.
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
/// Swift 4's spelling of the footer kind.
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
