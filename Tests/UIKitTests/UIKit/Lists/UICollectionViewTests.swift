import XCTest
import UIKit
import UIKitRecorder
import Raster

/// A cell class made by the collection view (counts how many were made).
private final class Tile: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var applied: [UICollectionViewLayoutAttributes] = []
    override init(frame: CGRect) {
        Tile.made += 1
        super.init(frame: frame)
        contentView.backgroundColor = .red
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { applied.append(layoutAttributes) }
}

/// Sections of items with sizes from a table (else the layout's item size).
private final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var selectedItems: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selectedItems.append(indexPath) }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// Attributes with an extra value a custom layout hands its cells.
private final class TiltAttributes: UICollectionViewLayoutAttributes {
    var tilt: CGFloat = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! TiltAttributes
        c.tilt = tilt
        return c
    }
}

/// A custom layout: one row of 40-pt squares 50 pt apart, each tilted by its index.
private final class RowLayout: UICollectionViewLayout {
    var cache: [TiltAttributes] = []
    var prepared = 0
    override class var layoutAttributesClass: AnyClass { TiltAttributes.self }
    override func prepare() {
        prepared += 1
        let n = collectionView?.numberOfItems(inSection: 0) ?? 0
        cache = (0..<n).map { i in
            let a = TiltAttributes(forCellWith: IndexPath(item: i, section: 0))
            a.frame = CGRect(x: CGFloat(i) * 50, y: 10, width: 40, height: 40)
            a.tilt = CGFloat(i)
            a.alpha = 0.5
            return a
        }
    }
    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(cache.count) * 50, height: 60) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cache.filter { $0.frame.intersects(rect) } }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cache[indexPath.item] }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        CGPoint(x: (proposedContentOffset.x / 50).rounded() * 50, y: proposedContentOffset.y)
    }
}

final class UICollectionViewTests: XCTestCase {
    private func grid(_ items: Items, width: CGFloat = 100, height: CGFloat = 200, configure: (UICollectionViewFlowLayout) -> Void) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        configure(layout)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        cv.register(Tile.self, forCellWithReuseIdentifier: "tile")
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        cv.dataSource = items
        cv.delegate = items
        cv.layoutIfNeeded()
        return cv
    }

    func testFlowLayoutJustifiesLinesAndLeavesTheLastOneLeftAligned() {
        let cv = grid(Items([5])) { l in
            l.itemSize = CGSize(width: 30, height: 20)
            l.minimumInteritemSpacing = 10
            l.minimumLineSpacing = 5
            l.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        }
        // 90 pt of room holds two 30-pt items (a third needs 110); the 30 pt left goes between them.
        let frame = { (i: Int) in cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))!.frame }
        XCTAssertEqual(frame(0), CGRect(x: 5, y: 5, width: 30, height: 20))
        XCTAssertEqual(frame(1), CGRect(x: 65, y: 5, width: 30, height: 20))
        XCTAssertEqual(frame(3), CGRect(x: 65, y: 30, width: 30, height: 20))
        XCTAssertEqual(frame(4), CGRect(x: 5, y: 55, width: 30, height: 20))
        XCTAssertEqual(cv.collectionViewLayout.collectionViewContentSize, CGSize(width: 100, height: 80))
        XCTAssertEqual(cv.contentSize, CGSize(width: 100, height: 80))
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, frame(3))
        XCTAssertEqual(cv.visibleCells.count, 5)
    }

    func testALoneItemIsCentredAndItemsAreCentredInTheirLine() {
        let items = Items([3])
        items.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 80, height: 20)
        items.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 40, height: 40)
        items.sizes[IndexPath(item: 2, section: 0)] = CGSize(width: 40, height: 20)
        let cv = grid(items) { l in l.minimumInteritemSpacing = 10; l.minimumLineSpacing = 10 }
        let frame = { (i: Int) in cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))!.frame }
        XCTAssertEqual(frame(0), CGRect(x: 10, y: 0, width: 80, height: 20))
        // The last line: 40 and 40 wide with 10 between, the short one centred in the 40-pt line.
        XCTAssertEqual(frame(1), CGRect(x: 0, y: 30, width: 40, height: 40))
        XCTAssertEqual(frame(2), CGRect(x: 50, y: 40, width: 40, height: 20))
    }

    func testHorizontalFlowFillsColumns() {
        let cv = grid(Items([3]), width: 200, height: 100) { l in
            l.scrollDirection = .horizontal
            l.itemSize = CGSize(width: 40, height: 40)
            l.minimumLineSpacing = 10
            l.minimumInteritemSpacing = 20
        }
        let frame = { (i: Int) in cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))!.frame }
        // Two fit down 100 pt (40 + 20 + 40); the column is justified, the next column starts 50 pt along.
        XCTAssertEqual(frame(0), CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(frame(1), CGRect(x: 0, y: 60, width: 40, height: 40))
        XCTAssertEqual(frame(2), CGRect(x: 50, y: 0, width: 40, height: 40))
        XCTAssertEqual(cv.contentSize, CGSize(width: 90, height: 100))
    }

    func testHeadersAndSectionsFollowEachOther() {
        let items = Items([2, 1])
        let cv = grid(items) { l in
            l.itemSize = CGSize(width: 100, height: 20)
            l.headerReferenceSize = CGSize(width: 0, height: 15)
            l.minimumLineSpacing = 0
        }
        XCTAssertEqual(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 55, width: 100, height: 15))
        XCTAssertEqual(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY, 70)
        let all = cv.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 60)) ?? []
        XCTAssertEqual(all.count, 4) // header 0, two items, and header 1 (from 55)
        cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        cv.reloadData()
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 55, width: 100, height: 15))
    }

    func testScrolledAwayCellsAreReused() {
        Tile.made = 0
        let items = Items([40])
        let cv = grid(items, height: 50) { l in l.itemSize = CGSize(width: 100, height: 25); l.minimumLineSpacing = 0 }
        XCTAssertEqual(Tile.made, 2)
        let before = Set(cv.visibleCells.map(ObjectIdentifier.init))
        cv.contentOffset = CGPoint(x: 0, y: 500)
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.indexPathsForVisibleItems, [IndexPath(item: 20, section: 0), IndexPath(item: 21, section: 0)])
        XCTAssertEqual(Set(cv.visibleCells.map(ObjectIdentifier.init)), before)
        XCTAssertEqual(Tile.made, 2)
    }

    func testCustomLayoutPlacesCellsWithItsOwnAttributes() {
        let layout = RowLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 120, height: 60), collectionViewLayout: layout)
        cv.register(Tile.self, forCellWithReuseIdentifier: "tile")
        let items = Items([5])
        cv.dataSource = items
        cv.layoutIfNeeded()
        XCTAssertEqual(layout.prepared, 1)
        XCTAssertEqual(cv.contentSize, CGSize(width: 250, height: 60))
        // 120 pt show items 0, 1 and 2 (at 100...140).
        XCTAssertEqual(cv.indexPathsForVisibleItems.map(\.item), [0, 1, 2])
        let cell = cv.cellForItem(at: IndexPath(item: 2, section: 0)) as! Tile
        XCTAssertEqual(cell.frame, CGRect(x: 100, y: 10, width: 40, height: 40))
        XCTAssertEqual(cell.alpha, 0.5)
        XCTAssertEqual((cell.applied.last as? TiltAttributes)?.tilt, 2)
        let copy = cell.applied.last!.copy() as! TiltAttributes
        XCTAssertEqual(copy.tilt, 2)
        XCTAssertEqual(copy.frame, cell.frame)
        XCTAssertEqual(cv.indexPathForItem(at: CGPoint(x: 60, y: 20)), IndexPath(item: 1, section: 0))
        XCTAssertNil(cv.indexPathForItem(at: CGPoint(x: 45, y: 20)))
    }

    func testTheLayoutSnapsTheDecelerationTarget() throws {
        let layout = RowLayout()
        let screen = UIViewController()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        cv.register(Tile.self, forCellWithReuseIdentifier: "tile")
        let items = Items([10])
        cv.dataSource = items
        screen.view.addSubview(cv)
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 10)
        // 30 pt left over 0.1 s: rest at 30 + 149.7 = 179.7, snapped by the layout to 200.
        _ = try recorder.frames(root: screen, pan: [(0, 80, 50), (0.1, 50, 50)], on: cv)
        XCTAssertEqual(cv.contentOffset.x, 200)
    }

    func testCellsDrawWhereTheLayoutPutsThemAndATapSelects() throws {
        let items = Items([4])
        let screen = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        cv.register(Tile.self, forCellWithReuseIdentifier: "tile")
        cv.dataSource = items
        cv.delegate = items
        screen.view.addSubview(cv)
        let recorder = TransitionRecorder(screenSize: CGSize(width: 100, height: 100), scale: 1, fps: 10)
        let frames = try recorder.frames(root: screen, pan: [(0, 70, 70), (0.05, 70, 70)], on: cv)
        // 40-pt squares: the first line justified, (0, 0) and (60, 0); the last at the minimum
        // spacing, (0, 50) and (50, 50).
        let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255), white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        XCTAssertEqual(frames[0][95, 20], red)
        XCTAssertEqual(frames[0][50, 20], white)
        XCTAssertEqual(frames[0][52, 70], red)
        XCTAssertEqual(frames[0][45, 70], white)
        XCTAssertEqual(frames[0][20, 45], white)
        XCTAssertEqual(items.selectedItems, [IndexPath(item: 3, section: 0)])
        XCTAssertEqual(cv.indexPathsForSelectedItems, [IndexPath(item: 3, section: 0)])
        XCTAssertTrue(cv.cellForItem(at: IndexPath(item: 3, section: 0))!.isSelected)
    }
}
