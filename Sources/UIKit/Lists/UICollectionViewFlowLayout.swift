// Status: UICollectionViewFlowLayout: items in lines across the scroll direction (vertical:
// rows filled left to right; horizontal: columns filled top to bottom), item size, line and
// interitem spacing, section insets, header and footer reference sizes, each per section
// through UICollectionViewDelegateFlowLayout. As UIKit lays lines out: a line holds as many
// items as fit with the minimum interitem spacing; the room left is shared between the gaps
// of every line but a section's last (which keeps the minimum spacing from the leading
// inset), a lone item on a full line is centred, and items are centred across their line.
// Not here: estimatedItemSize (self-sizing), sectionHeadersPinToVisibleBounds, sectionInsetReference.

/// Sizes and spacing of a flow layout, per section (every method optional).
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// Items in lines, wrapping across the scroll direction.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Stored; items are not self-sized here (a warning says so when it is set).
    open var estimatedItemSize: CGSize = .zero {
        didSet { if estimatedItemSize != .zero { RecordingLog.warning("UICollectionViewFlowLayout.estimatedItemSize: cells do not size themselves here; itemSize (or sizeForItemAt) is used") } }
    }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// UIKit's "size the item from its estimate" marker.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    private var items: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [UICollectionViewLayoutAttributes?] = [], footers: [UICollectionViewLayoutAttributes?] = []
    private var contentSize: CGSize = .zero

    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// Lays every section out. Along = the scroll direction, across = the line direction.
    open override func prepare() {
        super.prepare()
        items = []; headers = []; footers = []
        guard let cv = collectionView else { contentSize = .zero; return }
        let vertical = scrollDirection == .vertical
        let fl = cv.delegate as? UICollectionViewDelegateFlowLayout
        let inset = cv.adjustedContentInset
        let across = vertical ? cv.bounds.width - inset.left - inset.right : cv.bounds.height - inset.top - inset.bottom
        let attributesClass = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        // Points in (along, across) become frames.
        func rect(along: CGFloat, across: CGFloat, size: CGSize) -> CGRect {
            vertical ? CGRect(x: across, y: along, width: size.width, height: size.height) : CGRect(x: along, y: across, width: size.width, height: size.height)
        }
        var along: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let n = cv.numberOfItems(inSection: s)
            let si = fl?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineGap = fl?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemGap = fl?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let headerSize = fl?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let footerSize = fl?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let (leadAcross, trailAcross) = vertical ? (si.left, si.right) : (si.top, si.bottom)
            let (leadAlong, trailAlong) = vertical ? (si.top, si.bottom) : (si.left, si.right)
            let headerDepth = vertical ? headerSize.height : headerSize.width
            if headerDepth > 0 {
                let h = UICollectionViewLayoutAttributes.make(attributesClass, IndexPath(item: 0, section: s), kind: UICollectionView.elementKindSectionHeader)
                h.frame = rect(along: along, across: 0, size: vertical ? CGSize(width: across, height: headerDepth) : CGSize(width: headerDepth, height: across))
                headers.append(h)
            } else { headers.append(nil) }
            along += headerDepth + leadAlong
            let room = across - leadAcross - trailAcross
            let sizes = (0..<n).map { fl?.collectionView(cv, layout: self, sizeForItemAt: IndexPath(item: $0, section: s)) ?? itemSize }
            func extent(_ z: CGSize) -> CGFloat { vertical ? z.width : z.height }
            func depth(_ z: CGSize) -> CGFloat { vertical ? z.height : z.width }
            // Lines: as many items as fit with the minimum gap.
            var lines: [Range<Int>] = []
            var start = 0
            while start < n {
                var end = start + 1, used = extent(sizes[start])
                while end < n, used + itemGap + extent(sizes[end]) <= room + 1e-9 { used += itemGap + extent(sizes[end]); end += 1 }
                lines.append(start..<end)
                start = end
            }
            var sectionItems: [UICollectionViewLayoutAttributes] = []
            for (li, line) in lines.enumerated() {
                let lineDepth = line.map { depth(sizes[$0]) }.max() ?? 0
                let used = line.map { extent(sizes[$0]) }.reduce(0, +)
                let isLast = li == lines.count - 1
                var gap = itemGap, x = leadAcross
                if !isLast && line.count > 1 { gap = (room - used) / CGFloat(line.count - 1) }
                if !isLast && line.count == 1 { x = leadAcross + (room - used) / 2 }
                for i in line {
                    let a = UICollectionViewLayoutAttributes.make(attributesClass, IndexPath(item: i, section: s))
                    let z = sizes[i]
                    a.frame = rect(along: along + (lineDepth - depth(z)) / 2, across: x, size: z)
                    sectionItems.append(a)
                    x += extent(z) + gap
                }
                along += lineDepth + (isLast ? 0 : lineGap)
            }
            items.append(sectionItems)
            along += trailAlong
            let footerDepth = vertical ? footerSize.height : footerSize.width
            if footerDepth > 0 {
                let f = UICollectionViewLayoutAttributes.make(attributesClass, IndexPath(item: 0, section: s), kind: UICollectionView.elementKindSectionFooter)
                f.frame = rect(along: along, across: 0, size: vertical ? CGSize(width: across, height: footerDepth) : CGSize(width: footerDepth, height: across))
                footers.append(f)
            } else { footers.append(nil) }
            along += footerDepth
        }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var out: [UICollectionViewLayoutAttributes] = []
        for s in items.indices {
            if let h = headers[s], h.frame.overlaps(rect) { out.append(h) }
            out.append(contentsOf: items[s].filter { $0.frame.overlaps(rect) })
            if let f = footers[s], f.frame.overlaps(rect) { out.append(f) }
        }
        return out
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard items.indices.contains(indexPath.section), items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard headers.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headers[indexPath.section]
        case UICollectionView.elementKindSectionFooter: return footers[indexPath.section]
        default: return nil
        }
    }

    /// A change of the size across the scroll direction lays the lines out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cv = collectionView else { return false }
        return scrollDirection == .vertical ? newBounds.width != cv.bounds.width : newBounds.height != cv.bounds.height
    }
}

extension CGRect {
    /// The two share an area (rectangles that only touch do not: Foundation's intersects says they do).
    func overlaps(_ r: CGRect) -> Bool { minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY }
}
