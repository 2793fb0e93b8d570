// Status: UITableView in the plain, grouped and insetGrouped styles: rows sized by the
// delegate's heightForRowAt, else rowHeight (automaticDimension means 44 pt: cells do not size
// themselves here), section headers and footers from titles, views and heights (plain headers
// stick to the top while their section scrolls under them), tableHeaderView/tableFooterView;
// cells made only for visible rows, from dequeueReusableCell with real reuse (a row that
// leaves the bounds gives its cell back to its identifier's pool; registered classes make
// new ones); cellForRow(at:), visibleCells, indexPathsForVisibleRows, rectForRow, hit testing
// by point; selection by code and by a tap delivered to the table (willSelect/didSelect…);
// scrollToRow; separators drawn by the cells (separatorStyle, separatorColor, separatorInset).
// Row animations of insert/delete/reload are not drawn (the rows change at once, with a
// warning when an animation was asked for). Not here: editing, swipe actions, index titles,
// prefetching, diffable data sources, drag and drop, self-sizing cells. Below a plain table's
// last row the separators of empty filler rows are drawn (fillerRowHeight), as iOS does.

/// Rows in sections, scrolling vertically; only visible rows have cells.
open class UITableView: UIScrollView {
    /// The table styles.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// Where scrollToRow and selectRow put the row.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// The animations of row changes (not drawn here).
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    /// "Use the default": for rowHeight, header and footer heights.
    public static let automaticDimension: CGFloat = -1
    /// The grouped styles' background (systemGroupedBackground).
    static let groupedBackground = UIColor.systemGroupedBackground

    public let style: Style
    open weak var dataSource: UITableViewDataSource? { didSet { invalidateRows() } }
    /// A UITableViewDelegate sizes the rows: setting it measures them again.
    open override weak var delegate: UIScrollViewDelegate? { didSet { invalidateRows() } }
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    /// Stored (every row is measured exactly here).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = UITableViewCell.separatorColour { didSet { setNeedsLayout() } }
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var tableHeaderView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = tableHeaderView { addSubview(v) }; invalidateRows() }
    }
    open var tableFooterView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = tableFooterView { addSubview(v) }; invalidateRows() }
    }
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let v = backgroundView { insertSubview(v, at: 0) }; setNeedsLayout() }
    }
    /// The height of the empty rows whose separators a plain table draws below its last row
    /// (automaticDimension: the last row's height, else rowHeight, else 44 pt).
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    private var fillerLines: [UIView] = []

    /// One section's geometry in content coordinates.
    private struct Section {
        var header: CGRect
        var rows: [CGRect]
        var footer: CGRect
        var headerTitle: String?
        var footerTitle: String?
    }
    private var sections: [Section]?
    private var measuredWidth: CGFloat = -1
    private var visible: [IndexPath: UITableViewCell] = [:]
    private var pools: [String: [UITableViewCell]] = [:]
    private var registered: [String: UITableViewCell.Type] = [:]
    private var registeredHeaders: [String: UITableViewHeaderFooterView.Type] = [:]
    private var headerPools: [String: [UITableViewHeaderFooterView]] = [:]
    private var selected: [IndexPath] = []
    private var headerViews: [Int: UIView] = [:], footerViews: [Int: UIView] = [:]
    private var tapStart: CGPoint?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : Self.groupedBackground
        alwaysBounceVertical = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(UITableView.tapped)))
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public convenience init() { self.init(frame: .zero, style: .plain) }
    public required init?(coder: NSCoder) { return nil }

    private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: Cells

    /// Cells of `cellClass` are made for `identifier` when its pool is empty.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { registered[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            RecordingLog.error("UITableView.register(\(cellClass), forCellReuseIdentifier: \"\(identifier)\"): the class is not a UITableViewCell")
            return
        }
        registered[identifier] = type
    }

    /// A cell given back by a row that scrolled away, else a new one of the registered class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = pools[identifier], let cell = pool.popLast() {
            pools[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        return registered[identifier].map { $0.init(registeredReuseIdentifier: identifier) }
    }

    /// As `dequeueReusableCell(withIdentifier:)`, sized for the row; the class must be registered.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? {
            RecordingLog.error("dequeueReusableCell(withIdentifier: \"\(identifier)\", for:): no cell class is registered for the identifier; call register(_:forCellReuseIdentifier:) first (UIKit raises here)")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }()
        cell.frame = rectForRow(at: indexPath)
        return cell
    }

    /// Header and footer views of `aClass` are made for `identifier` when its pool is empty.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { registeredHeaders[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            RecordingLog.error("UITableView.register(\(aClass), forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): the class is not a UITableViewHeaderFooterView")
            return
        }
        registeredHeaders[identifier] = type
    }

    /// A header or footer view given back by a section that scrolled away, else a new one of the registered class, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = headerPools[identifier], let v = pool.popLast() {
            headerPools[identifier] = pool
            v.prepareForReuse()
            return v
        }
        return registeredHeaders[identifier].map { $0.init(registeredReuseIdentifier: identifier) }
    }

    /// The header view of a section on screen.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { headerViews[section] as? UITableViewHeaderFooterView }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { footerViews[section] as? UITableViewHeaderFooterView }

    /// The cell of a visible row (nil when the row is not on screen).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }
    /// The cells on screen. After a reload UIKit makes them at once when asked (as a layout pass
    /// would), so `reloadData()` then `visibleCells` gives the new cells (ViewAnimator's pattern).
    open var visibleCells: [UITableViewCell] { (indexPathsForVisibleRows ?? []).compactMap { visible[$0] } }
    open var indexPathsForVisibleRows: [IndexPath]? {
        if rowsReloaded { layoutIfNeeded() }
        return visible.keys.sorted()
    }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { visible.first { $0.value === cell }?.key }

    // MARK: Geometry

    open var numberOfSections: Int { geometry.count }
    open func numberOfRows(inSection section: Int) -> Int { geometry.indices.contains(section) ? geometry[section].rows.count : 0 }

    /// The row's rectangle in the table's content coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let g = geometry
        guard g.indices.contains(indexPath.section), g[indexPath.section].rows.indices.contains(indexPath.row) else { return .zero }
        return g[indexPath.section].rows[indexPath.row]
    }
    open func rectForHeader(inSection section: Int) -> CGRect { geometry.indices.contains(section) ? geometry[section].header : .zero }
    open func rectForFooter(inSection section: Int) -> CGRect { geometry.indices.contains(section) ? geometry[section].footer : .zero }
    open func rect(forSection section: Int) -> CGRect {
        guard geometry.indices.contains(section) else { return .zero }
        let s = geometry[section]
        return CGRect(x: 0, y: s.header.minY, width: bounds.width, height: s.footer.maxY - s.header.minY)
    }

    /// The row under a point in content coordinates.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (si, s) in geometry.enumerated() {
            for (ri, r) in s.rows.enumerated() where point.y >= r.minY && point.y < r.maxY && point.x >= r.minX && point.x < r.maxX {
                return IndexPath(row: ri, section: si)
            }
        }
        return nil
    }
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        var out: [IndexPath] = []
        for (si, s) in geometry.enumerated() {
            for (ri, r) in s.rows.enumerated() where r.height > 0 && r.intersects(rect) { out.append(IndexPath(row: ri, section: si)) }
        }
        return out
    }

    /// Measures every section (heights from the delegate, else the table's defaults).
    private var geometry: [Section] {
        if let s = sections, measuredWidth == bounds.width { return s }
        let s = measure()
        sections = s
        measuredWidth = bounds.width
        return s
    }

    private func measure() -> [Section] {
        let w = bounds.width
        var y: CGFloat = 0
        if let h = tableHeaderView {
            h.frame = CGRect(x: 0, y: 0, width: w, height: h.frame.height)
            y = h.frame.height
        }
        let margin: CGFloat = style == .insetGrouped ? (w >= 414 ? 20 : 16) : 0
        let count = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        var out: [Section] = []
        for s in 0..<max(count, 0) {
            let headerTitle = dataSource?.tableView(self, titleForHeaderInSection: s)
            let footerTitle = dataSource?.tableView(self, titleForFooterInSection: s)
            let headerView = viewForHeader(s)
            let headerHeight = height(delegated: tableDelegate?.tableView(self, heightForHeaderInSection: s), set: sectionHeaderHeight,
                                      view: headerView, width: w, hasContent: headerTitle != nil || headerView != nil, titled: headerTitle != nil)
            let header = CGRect(x: 0, y: y, width: w, height: headerHeight)
            y += headerHeight
            var rows: [CGRect] = []
            let n = max(dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0, 0)
            for r in 0..<n {
                var h = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: r, section: s)) ?? Self.automaticDimension
                if h < 0 { h = rowHeight >= 0 ? rowHeight : 44 }
                rows.append(CGRect(x: margin, y: y, width: w - 2 * margin, height: h))
                y += h
            }
            let footerView = tableDelegate?.tableView(self, viewForFooterInSection: s)
            let footerHeight = height(delegated: tableDelegate?.tableView(self, heightForFooterInSection: s), set: sectionFooterHeight,
                                      view: footerView, width: w, hasContent: footerTitle != nil || footerView != nil, titled: footerTitle != nil)
            let footer = CGRect(x: 0, y: y, width: w, height: footerHeight)
            y += footerHeight
            out.append(Section(header: header, rows: rows, footer: footer, headerTitle: headerTitle, footerTitle: footerTitle))
        }
        if let f = tableFooterView {
            f.frame = CGRect(x: 0, y: y, width: w, height: f.frame.height)
            y += f.frame.height
        }
        contentSize = CGSize(width: w, height: y)
        return out
    }

    /// A header's or footer's height: the delegate's, else the table's setting, else what its
    /// view's constraints ask for (UITableView+SelfSizingSectionViews.swift), else the style's
    /// default (plain: 28 pt when there is a title or view, else none; grouped: 38 pt with a
    /// title, 18 pt without).
    private func height(delegated: CGFloat?, set: CGFloat, view: UIView?, width: CGFloat, hasContent: Bool, titled: Bool) -> CGFloat {
        if let d = delegated, d >= 0 { return d }
        if style == .plain && !hasContent { return 0 }
        if set >= 0 { return set }
        if let fitted = selfSizedHeight(of: view, width: width) { return fitted }
        if style == .plain { return 28 }
        return titled ? 38 : 18
    }

    private func viewForHeader(_ s: Int) -> UIView? { tableDelegate?.tableView(self, viewForHeaderInSection: s) }

    private func invalidateRows() {
        sections = nil
        rowsReloaded = true
        setNeedsLayout()
    }
    /// Rows changed since the cells were last made (the next layout pass, or a visibleCells, makes them).
    private var rowsReloaded = false

    // MARK: Reloading

    /// Asks the data source again for everything; visible cells go back to their pools and
    /// the selection is cleared.
    open func reloadData() {
        for (ip, cell) in visible { retire(cell, at: ip) }
        visible = [:]
        for v in headerViews.values { retireSectionView(v) }
        for v in footerViews.values { retireSectionView(v) }
        headerViews = [:]
        footerViews = [:]
        selected = []
        invalidateRows()
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { rowsChanged(animation, "reloadRows") }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { rowsChanged(animation, "insertRows") }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { rowsChanged(animation, "deleteRows") }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { rowsChanged(animation, "reloadSections") }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { rowsChanged(animation, "insertSections") }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { rowsChanged(animation, "deleteSections") }
    open func beginUpdates() {}
    open func endUpdates() { invalidateRows() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    private func rowsChanged(_ animation: RowAnimation, _ call: String) {
        if animation != .none { RecordingLog.warning("UITableView.\(call)(with: .\(animation)): row animations are not drawn; the rows change at once") }
        reloadData()
    }

    // MARK: Layout (tiling)

    open override func layoutSubviews() {
        super.layoutSubviews()
        rowsReloaded = false
        let g = geometry
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        let shown = bounds
        var wanted: [IndexPath] = []
        for (si, s) in g.enumerated() {
            if s.header.minY >= shown.maxY { break }
            for (ri, r) in s.rows.enumerated() where r.height > 0 && r.maxY > shown.minY && r.minY < shown.maxY {
                wanted.append(IndexPath(row: ri, section: si))
            }
        }
        let keep = Set(wanted)
        for (ip, cell) in visible where !keep.contains(ip) {
            visible[ip] = nil
            retire(cell, at: ip)
        }
        for ip in wanted where visible[ip] == nil {
            guard let source = dataSource else { break }
            let cell = source.tableView(self, cellForRowAt: ip)
            configure(cell, at: ip, in: g)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
            insertSubview(cell, at: backgroundView == nil ? 0 : 1)
            visible[ip] = cell
        }
        for (ip, cell) in visible { configure(cell, at: ip, in: g) }
        layoutSectionViews(g, shown: shown)
        layoutFillerLines(g, shown: shown)
    }

    /// A plain table without a footer view draws the separators of empty rows below its
    /// content down to the bottom of the bounds, as iOS does (`tableFooterView = UIView()` stops them).
    private func layoutFillerLines(_ g: [Section], shown: CGRect) {
        var lines: [CGRect] = []
        if style == .plain, separatorStyle != .none, tableFooterView == nil {
            let last = g.last(where: { !$0.rows.isEmpty })?.rows.last
            let h = fillerRowHeight >= 0 ? fillerRowHeight : last?.height ?? (rowHeight >= 0 ? rowHeight : 44)
            let hairline = 1 / max(UIScreen.main.scale, 1)
            var y = max(contentSize.height, 0)
            if h > 0 {
                while y + h <= shown.maxY + h, lines.count < 200 {
                    y += h
                    if y - hairline >= shown.minY, y - hairline < shown.maxY {
                        lines.append(CGRect(x: separatorInset.left, y: y - hairline, width: max(bounds.width - separatorInset.left - separatorInset.right, 0), height: hairline))
                    }
                }
            }
        }
        while fillerLines.count < lines.count {
            let v = UIView()
            v.isUserInteractionEnabled = false
            fillerLines.append(v)
        }
        for (i, v) in fillerLines.enumerated() {
            guard i < lines.count else { if v.superview != nil { v.removeFromSuperview() }; continue }
            if v.frame != lines[i] { v.frame = lines[i] }
            v.backgroundColor = separatorColor ?? UITableViewCell.separatorColour
            if v.superview !== self { addSubview(v) }
        }
    }

    /// Frames a cell for its row and tells it its separator and selection.
    private func configure(_ cell: UITableViewCell, at ip: IndexPath, in g: [Section]) {
        let rows = g[ip.section].rows
        let r = rows[ip.row]
        if cell.frame != r { cell.frame = r }
        let last = ip.row == rows.count - 1, first = ip.row == 0
        var s = UITableViewCell.SeparatorSettings()
        s.style = separatorStyle
        s.colour = separatorColor ?? UITableViewCell.separatorColour
        s.inset = separatorInset
        switch style {
        case .plain: break
        case .grouped:
            s.fullWidthBottom = last
            s.top = first
        case .insetGrouped:
            s.noBottom = last
        }
        if cell.separatorSettings.differs(from: s) { cell.separatorSettings = s }
        if style != .plain, cell.backgroundColor === UITableViewCell.defaultBackground {
            UIView.performWithoutAnimation { cell.backgroundColor = .secondarySystemGroupedBackground }
        }
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
            cell.clipsToBounds = !corners.isEmpty
        }
        let isSelected = selected.contains(ip)
        if cell.isSelected != isSelected { cell.setSelected(isSelected, animated: false) }
    }

    /// A cell leaves its row: the delegate hears it, and it waits in its identifier's pool.
    private func retire(_ cell: UITableViewCell, at ip: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
        if cell.isSelected { cell.setSelected(false, animated: false) }
        if let id = cell.reuseIdentifier { pools[id, default: []].append(cell) }
    }

    /// Header and footer views of the sections in view (plain headers stick to the top edge).
    private func layoutSectionViews(_ g: [Section], shown: CGRect) {
        for (si, s) in g.enumerated() {
            let sectionEnd = s.footer.maxY
            let inView = sectionEnd > shown.minY && s.header.minY < shown.maxY
            layout(&headerViews, si, frame: s.header, inView: inView && s.header.height > 0, make: { viewForHeader(si) ?? s.headerTitle.map { titleView($0, header: true) } }) { v in
                guard style == .plain else { return s.header }
                var f = s.header
                f.origin.y = min(max(f.minY, shown.minY + adjustedContentInset.top), s.footer.minY - f.height)
                f.origin.y = max(f.origin.y, s.header.minY)
                return f
            }
            layout(&footerViews, si, frame: s.footer, inView: inView && s.footer.height > 0,
                   make: { tableDelegate?.tableView(self, viewForFooterInSection: si) ?? s.footerTitle.map { titleView($0, header: false) } }) { _ in s.footer }
        }
    }

    private func layout(_ views: inout [Int: UIView], _ si: Int, frame: CGRect, inView: Bool, make: () -> UIView?, place: (UIView) -> CGRect) {
        if !inView {
            if let v = views[si] { retireSectionView(v) }
            views[si] = nil
            return
        }
        if views[si] == nil, let v = make() {
            views[si] = v
            addSubview(v)
        }
        if let v = views[si] {
            let f = place(v)
            if v.frame != f { v.frame = f }
            bringSubviewToFront(v)
        }
    }

    /// A header or footer leaves the screen: a reusable one waits in its identifier's pool.
    private func retireSectionView(_ v: UIView) {
        v.removeFromSuperview()
        if let h = v as? UITableViewHeaderFooterView, let id = h.reuseIdentifier { headerPools[id, default: []].append(h) }
    }

    /// A title header or footer as iOS draws it: plain headers in semibold 17 on a light bar,
    /// grouped ones in 13-pt gray capitals above (or below) the section.
    private func titleView(_ title: String, header: Bool) -> UIView {
        let v = TableTitleView(title: title, plain: style == .plain, header: header,
                               indent: style == .insetGrouped ? (bounds.width >= 414 ? 40 : 36) : 16)
        return v
    }

    // MARK: Scrolling

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let r = rectForRow(at: indexPath), inset = adjustedContentInset
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = r.minY - inset.top
        case .middle: y = r.midY - (bounds.height - inset.top - inset.bottom) / 2 - inset.top
        case .bottom: y = r.maxY - bounds.height + inset.bottom
        case .none:
            if r.minY < y + inset.top { y = r.minY - inset.top } else if r.maxY > y + bounds.height - inset.bottom { y = r.maxY - bounds.height + inset.bottom }
        }
        let target = clamped(CGPoint(x: contentOffset.x, y: y))
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? { selected.min() }
    open var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// Selects a row (nil: clears the selection) without telling the delegate, as UIKit does.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in selected { deselectRow(at: ip, animated: animated) }
            return
        }
        if !allowsMultipleSelection { for ip in selected where ip != indexPath { deselectRow(at: ip, animated: animated) } }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        visible[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        visible[indexPath]?.setSelected(false, animated: animated)
    }

    /// A tap delivered to the table selects the row under it (a trace that moves is a drag).
    private func tapped(_ tap: UITapGestureRecognizer) {
        let p = tap.location(in: nil)
        switch tap.state {
        case .began: tapStart = p
        case .ended:
            defer { tapStart = nil }
            if let s = tapStart, hypot(p.x - s.x, p.y - s.y) > 10 { return }
            if let ip = indexPathForRow(at: tap.location(in: self)) { userSelect(ip) }
        default: break
        }
    }

    private func userSelect(_ ip: IndexPath) {
        guard allowsSelection else { return }
        if let d = tableDelegate, !d.tableView(self, shouldHighlightRowAt: ip) { return }
        if allowsMultipleSelection, selected.contains(ip) {
            guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: ip) }) ?? ip else { return }
            deselectRow(at: target, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: ip) }) ?? ip else { return }
        if !allowsMultipleSelection {
            for other in selected where other != target {
                guard let d = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: other) }) ?? other else { continue }
                deselectRow(at: d, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: d)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }
}

extension UITableViewCell.SeparatorSettings {
    func differs(from o: Self) -> Bool {
        style != o.style || colour != o.colour || inset != o.inset || fullWidthBottom != o.fullWidthBottom || top != o.top || noBottom != o.noBottom
    }
}

/// A section's title header or footer.
final class TableTitleView: UIView {
    private let label = UILabel()
    private let plain: Bool, header: Bool, indent: CGFloat

    init(title: String, plain: Bool, header: Bool, indent: CGFloat) {
        self.plain = plain
        self.header = header
        self.indent = indent
        super.init(frame: .zero)
        label.text = plain ? title : title.uppercased()
        label.font = plain ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13)
        label.textColor = plain ? .label : UIColor(red: 109.0 / 255, green: 109.0 / 255, blue: 114.0 / 255, alpha: 1)
        if plain { backgroundColor = UIColor(white: 0.97, alpha: 1) }
        addSubview(label)
    }
    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let h = label.textSize.height
        let y: CGFloat = plain ? ((bounds.height - h) / 2).rounded() : header ? bounds.height - 7 - h : 7
        label.frame = CGRect(x: indent, y: y, width: max(bounds.width - 2 * indent, 0), height: h)
    }
}

/// Swift 4's spelling of `UITableView.Style`.
public typealias UITableViewStyle = UITableView.Style
/// Swift 4's spelling of `UITableView.ScrollPosition`.
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
/// Swift 4's spelling of `UITableView.RowAnimation`.
public typealias UITableViewRowAnimation = UITableView.RowAnimation
/// Swift 4's spelling of `UITableView.automaticDimension`.
public let UITableViewAutomaticDimension = UITableView.automaticDimension
