// Status: UITableViewCell with the four classic styles (default, subtitle, value1, value2)
// laid out at iOS's metrics (16-pt margins; 17-pt text; subtitle 12 pt below; value1's detail
// right-aligned in gray; value2's small tinted label in a 67-pt column), textLabel,
// detailTextLabel, imageView, contentView, accessoryType (disclosure chevron, checkmark, info
// circle, drawn as paths) or accessoryView, background and selected-background views, the
// selection and highlight states (gray fill), prepareForReuse, and the separator iOS draws at
// the bottom edge: a one-pixel hairline from the separator inset (16 pt, or where the text
// starts when there is an image). Not here: content configurations (UIListContentConfiguration),
// editing controls, swipe actions, focus.

internal import Transitions

/// A row of a table view.
open class UITableViewCell: UIView {
    /// The classic cell layouts.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// What the row shows at its trailing edge.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// How a selected row looks (`.none`: unchanged).
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// How a table draws the lines between rows.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }

    /// iOS's separator colour (rgba 60, 60, 67, 0.29).
    static let separatorColour = UIColor.separator
    /// A new cell's background: systemBackground's values; a grouped table gives the cells that
    /// still have it secondarySystemGroupedBackground (white too in light, 28/28/30 in dark).
    static let defaultBackground = UIColor(dynamicProvider: { UIColor.systemBackground.resolvedColor(with: $0) })
    /// The selected row's fill (systemGray4).
    static let selectedFill = UIColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1)
    /// value1's detail text and the disclosure chevron (systemGray).
    static let secondaryText = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    static let chevronGray = UIColor(red: 196.0 / 255, green: 196.0 / 255, blue: 199.0 / 255, alpha: 1)

    public let reuseIdentifier: String?
    private let style: CellStyle
    /// Where the app adds its own views (laid out to the cell minus the accessory and separator).
    public let contentView = UIView()
    private var labels: (text: UILabel?, detail: UILabel?) = (nil, nil)
    private var image: UIImageView?
    private var accessory: UIView?
    private var shownAccessoryType: AccessoryType = .none
    private let separator = UIView()
    private let topSeparator = UIView()
    private var selectedFillView: UIView?

    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    open var accessoryView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    open var selectionStyle: SelectionStyle = .default
    open var backgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    /// The row's own separator inset (nil: the table's).
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? separatorSettings.inset }
        set { ownSeparatorInset = newValue; setNeedsLayout() }
    }
    private var ownSeparatorInset: UIEdgeInsets?
    open private(set) var isSelected = false
    open private(set) var isHighlighted = false
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10

    /// What the table tells the row about its lines (set at each layout of the table).
    struct SeparatorSettings {
        var style: SeparatorStyle = .singleLine
        var colour: UIColor = UITableViewCell.separatorColour
        var inset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        /// The last row of a grouped section: its line runs the full width.
        var fullWidthBottom = false
        /// The first row of a grouped section: a full-width line along its top too.
        var top = false
        /// No line at the bottom (the last row of an inset-grouped section).
        var noBottom = false
    }
    var separatorSettings = SeparatorSettings() { didSet { setNeedsLayout() } }

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = Self.defaultBackground
        addSubview(contentView)
        addSubview(separator)
        addSubview(topSeparator)
    }
    public required init?(coder: NSCoder) { return nil }
    /// A default-style cell with no reuse identifier, in `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    public convenience init() { self.init(style: .default, reuseIdentifier: nil) }
    /// What a table view calls to make a cell of a registered class (UIKit calls
    /// `init(style: .default, reuseIdentifier:)`, which this calls, so a subclass's override runs).
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Default content

    /// The main text (made on first use).
    open var textLabel: UILabel? {
        if let l = labels.text { return l }
        let l = UILabel()
        l.font = .systemFont(ofSize: style == .value2 ? 12 : 17, weight: style == .value2 ? .semibold : .regular)
        if style == .value2 { l.textColor = tintColor; l.textAlignment = .right }
        contentView.addSubview(l)
        labels.text = l
        setNeedsLayout()
        return l
    }

    /// The secondary text (nil for the default style, which has none).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let l = labels.detail { return l }
        let l = UILabel()
        switch style {
        case .subtitle: l.font = .systemFont(ofSize: 12)
        case .value1: l.font = .systemFont(ofSize: 17); l.textColor = Self.secondaryText; l.textAlignment = .right
        default: l.font = .systemFont(ofSize: 15)
        }
        contentView.addSubview(l)
        labels.detail = l
        setNeedsLayout()
        return l
    }

    /// The image at the leading edge (nil for value2, which has none; made on first use).
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let i = image { return i }
        let i = UIImageView()
        contentView.addSubview(i)
        image = i
        setNeedsLayout()
        return i
    }

    // MARK: State

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
        updateFill(animated: animated)
    }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
        updateFill(animated: animated)
    }
    open func prepareForReuse() {}

    /// How long an animated deselection fades the fill out (UIKit does not document it).
    static let deselectFadeDuration = 0.3

    /// Shows the selected fill, or takes it away (fading it out over 0.3 s when animated).
    private func updateFill(animated: Bool = false) {
        let show = (isSelected || isHighlighted) && selectionStyle != .none
        if show {
            let fill = selectedBackgroundView ?? selectedFillView ?? {
                let v = UIView()
                v.backgroundColor = Self.selectedFill
                selectedFillView = v
                return v
            }()
            fill.frame = bounds
            fill.alpha = 1
            if fill.superview !== self { insertSubview(fill, belowSubview: contentView) }
        } else if let fill = selectedBackgroundView ?? selectedFillView, fill.superview === self {
            guard animated else { fill.removeFromSuperview(); return }
            UIView.animate(withDuration: Self.deselectFadeDuration, animations: { fill.alpha = 0 }, completion: { [weak self] _ in
                guard let self, !(self.isSelected || self.isHighlighted) else { return }
                fill.removeFromSuperview()
                fill.alpha = 1
            })
        }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = max(UIScreen.main.scale, 1), w = bounds.width, h = bounds.height
        let s = separatorSettings
        let hairline = s.style == .none ? 0 : 1 / scale
        let margin: CGFloat = w >= 414 ? 20 : 16
        if let b = backgroundView {
            b.frame = bounds
            if b.superview !== self { insertSubview(b, at: 0) }
        }
        if isSelected || isHighlighted { updateFill() }
        layoutAccessory(margin: margin, height: h - (s.noBottom ? 0 : hairline))
        let contentWidth = accessory.map { $0.frame.minX } ?? w
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: h - (s.noBottom ? 0 : hairline))
        let textStart = layoutContent(margin: margin, rightMargin: accessory == nil ? margin : 8)
        // The line under the row: inset like the text when there is an image (as iOS draws it).
        let inset = ownSeparatorInset ?? s.inset
        let left = s.fullWidthBottom ? 0 : (image?.image != nil ? max(inset.left, textStart) : inset.left)
        separator.isHidden = s.style == .none || s.noBottom
        separator.frame = CGRect(x: left, y: h - hairline, width: max(w - left - (s.fullWidthBottom ? 0 : inset.right), 0), height: hairline)
        separator.backgroundColor = s.colour
        topSeparator.isHidden = s.style == .none || !s.top
        topSeparator.frame = CGRect(x: 0, y: 0, width: w, height: hairline)
        topSeparator.backgroundColor = s.colour
        bringSubviewToFront(separator)
        bringSubviewToFront(topSeparator)
    }

    /// Places the accessory at the trailing margin, centred down the row.
    private func layoutAccessory(margin: CGFloat, height: CGFloat) {
        if let custom = accessoryView {
            if accessory !== custom {
                accessory?.removeFromSuperview()
                accessory = custom
                accessoryIsCustom = true
                addSubview(custom)
            }
        } else if accessoryIsCustom || shownAccessoryType != accessoryType || (accessory == nil && accessoryType != .none) {
            accessory?.removeFromSuperview()
            accessory = makeAccessory(accessoryType)
            shownAccessoryType = accessoryType
            accessoryIsCustom = false
            if let a = accessory { addSubview(a) }
        }
        guard let a = accessory else { return }
        let size = a.bounds.size
        a.frame = CGRect(x: bounds.width - margin - size.width, y: ((height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }
    private var accessoryIsCustom = false

    private func makeAccessory(_ type: AccessoryType) -> UIView? {
        switch type {
        case .none: return nil
        case .disclosureIndicator: return ChevronView(pointsLeft: false, size: CGSize(width: 8, height: 13), lineWidth: 2, color: Self.chevronGray)
        case .checkmark: return CheckmarkView(color: tintColor)
        case .detailButton: return InfoCircleView(color: tintColor)
        case .detailDisclosureButton:
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 22 + 12 + 8, height: 22))
            v.addSubview(InfoCircleView(color: tintColor))
            let chevron = ChevronView(pointsLeft: false, size: CGSize(width: 8, height: 13), lineWidth: 2, color: Self.chevronGray)
            chevron.frame.origin = CGPoint(x: 34, y: 4.5)
            v.addSubview(chevron)
            return v
        }
    }

    /// Lays out the style's image and labels in the content view; returns where the text starts.
    private func layoutContent(margin: CGFloat, rightMargin: CGFloat) -> CGFloat {
        let cw = contentView.bounds.width, ch = contentView.bounds.height
        var x = margin + CGFloat(indentationLevel) * indentationWidth
        if let image, let picture = image.image {
            let s = picture.size
            image.frame = CGRect(x: x, y: ((ch - s.height) / 2).rounded(), width: s.width, height: s.height)
            x = image.frame.maxX + 16
        }
        let right = cw - rightMargin
        let text = labels.text, detail = labels.detail
        func fit(_ l: UILabel) -> CGSize { l.textSize }
        switch style {
        case .default:
            if let text { text.frame = CGRect(x: x, y: 0, width: max(right - x, 0), height: ch) }
        case .subtitle:
            let th = text.map { fit($0).height } ?? 0, dh = detail?.text == nil ? 0 : detail.map { fit($0).height } ?? 0
            let top = ((ch - th - dh) / 2).rounded()
            text?.frame = CGRect(x: x, y: top, width: max(right - x, 0), height: th)
            detail?.frame = CGRect(x: x, y: top + th, width: max(right - x, 0), height: dh)
        case .value1:
            let dw = detail.map { min(fit($0).width, max(right - x, 0)) } ?? 0
            detail?.frame = CGRect(x: right - dw, y: 0, width: dw, height: ch)
            text?.frame = CGRect(x: x, y: 0, width: max(right - dw - 8 - x, 0), height: ch)
        case .value2:
            let column: CGFloat = 67
            text?.frame = CGRect(x: x, y: 0, width: column, height: ch)
            detail?.frame = CGRect(x: x + column + 6, y: 0, width: max(right - x - column - 6, 0), height: ch)
        }
        return x
    }
}

/// The checkmark accessory: a tick stroked in the tint (14 × 11 pt).
final class CheckmarkView: UIView {
    init(color: UIColor) {
        super.init(frame: CGRect(x: 0, y: 0, width: 14, height: 11))
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 6))
        path.addLine(to: CGPoint(x: 5, y: 10))
        path.addLine(to: CGPoint(x: 13, y: 1))
        let shape = CAShapeLayer()
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = color.cgColor
        shape.lineWidth = 2
        shape.lineCap = .round
        shape.lineJoin = .round
        layer.addSublayer(shape)
    }
    required init?(coder: NSCoder) { return nil }
}

/// The detail button accessory: a 22-pt circle outlined in the tint with an "i".
final class InfoCircleView: UIView {
    init(color: UIColor) {
        super.init(frame: CGRect(x: 0, y: 0, width: 22, height: 22))
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0.75, y: 0.75, width: 20.5, height: 20.5)).cgPath
        ring.fillColor = nil
        ring.strokeColor = color.cgColor
        ring.lineWidth = 1.5
        layer.addSublayer(ring)
        let stem = UIView(frame: CGRect(x: 10, y: 9, width: 2, height: 8)), dot = UIView(frame: CGRect(x: 10, y: 5, width: 2, height: 2))
        stem.backgroundColor = color
        dot.backgroundColor = color
        addSubview(stem)
        addSubview(dot)
    }
    required init?(coder: NSCoder) { return nil }
}

/// Swift 4's spelling of `UITableViewCell.CellStyle`.
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
/// Swift 4's spelling of `UITableViewCell.AccessoryType`.
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
/// Swift 4's spelling of `UITableViewCell.SelectionStyle`.
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
/// Swift 4's spelling of `UITableViewCell.SeparatorStyle`.
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
