// Status: UICollectionViewLayoutAttributes for cells and supplementary views (frame, center,
// size, bounds, transform and transform3D, alpha, zIndex, isHidden, indexPath, category and
// kind), copyable and subclassable (a subclass overrides copy(with:) and isEqual, as in UIKit).
// zIndex is stored; views are ordered by the order the layout returns them.

import Foundation

/// Where and how a collection view shows one item or supplementary view.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    open internal(set) var representedElementKind: String?

    public required override init() { super.init() }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// An instance of `type` (a layout's attributes class) for a cell or a supplementary view.
    static func make(_ type: UICollectionViewLayoutAttributes.Type, _ indexPath: IndexPath, kind: String? = nil) -> UICollectionViewLayoutAttributes {
        let a = type.init()
        a.indexPath = indexPath
        if let kind { a.representedElementCategory = .supplementaryView; a.representedElementKind = kind }
        return a
    }

    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set { size = newValue.size; center = CGPoint(x: newValue.midX, y: newValue.midY) }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The affine part of `transform3D` (setting it replaces the 3D transform).
    open var transform: CGAffineTransform {
        get { CATransform3DIsAffine(transform3D) ? CATransform3DGetAffineTransform(transform3D) : .identity }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A copy of the same class with the same values (subclasses copy their own too).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.center = center; c.size = size; c.transform3D = transform3D; c.alpha = alpha; c.zIndex = zIndex
        c.isHidden = isHidden; c.indexPath = indexPath
        c.representedElementCategory = representedElementCategory; c.representedElementKind = representedElementKind
        return c
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes else { return false }
        return o.center == center && o.size == size && o.transform3D == transform3D && o.alpha == alpha && o.zIndex == zIndex
            && o.isHidden == isHidden && o.indexPath == indexPath && o.representedElementCategory == representedElementCategory
            && o.representedElementKind == representedElementKind
    }
}
