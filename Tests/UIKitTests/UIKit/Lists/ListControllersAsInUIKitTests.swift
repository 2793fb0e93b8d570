import XCTest
import UIKit

/// What published code does with the list controllers and finds as on iOS: a collection view
/// controller subclass adopts UICollectionViewDelegateFlowLayout itself and implements its
/// methods without `override` (AnimatedCollectionViewLayout's example); `reloadData()` then
/// `visibleCells` gives the new cells at once (ViewAnimator's example animates them).
final class ListControllersAsInUIKitTests: XCTestCase {
    /// As AnimatedCollectionViewLayout's ImageCollectionViewController: the flow-layout methods
    /// in an extension adopting the protocol, no `override` (UIKit's controller does not adopt it).
    private final class Pages: UICollectionViewController {
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
        }
    }

    func testAFlowLayoutDelegateAdoptedByTheSubclassSizesTheItems() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 10)
        layout.scrollDirection = .horizontal
        let pages = SizedPages(collectionViewLayout: layout)
        pages.collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        pages.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
        pages.collectionView.layoutIfNeeded()
        // The subclass's answers: page-sized items, no spacing, so item 1 starts at x = 100.
        XCTAssertEqual(pages.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                       CGRect(x: 100, y: 0, width: 100, height: 200))
        XCTAssertEqual(pages.collectionView.contentSize, CGSize(width: 300, height: 200))
    }

    func testWithoutTheDelegateTheFlowLayoutUsesItsOwnValues() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 30, height: 20)
        let pages = Pages(collectionViewLayout: layout)
        XCTAssertFalse((pages as AnyObject) is UICollectionViewDelegateFlowLayout, "UIKit's controller is not a flow-layout delegate")
        pages.collectionView.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        pages.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
        pages.collectionView.layoutIfNeeded()
        XCTAssertEqual(pages.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size, CGSize(width: 30, height: 20))
    }

    /// ViewAnimator's TableViewController: no rows, then 20 rows, reloadData, visibleCells.
    private final class Rows: UITableViewController {
        var count = 0
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    func testVisibleCellsAfterAReloadAreTheNewCells() {
        let rows = Rows(style: .plain)
        rows.tableView.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        rows.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        rows.tableView.rowHeight = 44
        rows.tableView.layoutIfNeeded()
        XCTAssertEqual(rows.tableView.visibleCells.count, 0)
        rows.count = 20
        rows.tableView.reloadData()
        // 200 pt of 44-pt rows: rows 0...4 show (the fifth from y = 176).
        XCTAssertEqual(rows.tableView.visibleCells.count, 5)
        XCTAssertEqual(rows.tableView.indexPathsForVisibleRows, (0..<5).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(rows.tableView.visibleCells.map(\.frame.minY), [0, 44, 88, 132, 176])
    }
}

/// ViewAnimator's CollectionViewController: items appear, reloadData, then the cells on screen
/// are animated inside performBatchUpdates.
final class CollectionBatchUpdatesTests: XCTestCase {
    private final class Items: NSObject, UICollectionViewDataSource {
        var count = 0
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func testTheBlockSeesTheReloadedCellsAndTheyStayOnScreen() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = Items()
        cv.dataSource = items
        cv.layoutIfNeeded()
        items.count = 5
        cv.reloadData()
        var inside: [UICollectionViewCell] = []
        cv.performBatchUpdates({
            inside = cv.indexPathsForVisibleItems.sorted().compactMap { cv.cellForItem(at: $0) }
            for c in inside { c.alpha = 0.25 }
        }, completion: nil)
        cv.layoutIfNeeded()
        XCTAssertEqual(inside.count, 5)
        XCTAssertEqual(cv.visibleCells.count, 5)
        XCTAssertTrue(zip(inside, (0..<5).map { cv.cellForItem(at: IndexPath(item: $0, section: 0))! }).allSatisfy { $0 === $1 },
                      "the cells the block saw are the ones on screen")
        XCTAssertEqual(cv.visibleCells.map(\.alpha), Array(repeating: 0.25, count: 5))
        // New attributes (a larger item size) are applied again: frame and alpha from the layout.
        layout.itemSize = CGSize(width: 45, height: 45)
        layout.invalidateLayout()
        cv.layoutIfNeeded()
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.bounds.size, CGSize(width: 45, height: 45))
        XCTAssertEqual(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha, 1)
    }
}

/// The flow-layout answers of `testAFlowLayoutDelegateAdoptedByTheSubclassSizesTheItems`.
private final class SizedPages: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
    }
}

extension SizedPages: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        collectionView.bounds.size
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 0 }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 0 }
}
