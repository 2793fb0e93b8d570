// Status: UISlider: value in minimumValue...maximumValue (clamped; moving a bound moves the value
// into range), setValue(_:animated:) (animated: the thumb slides over 0.25 s, and inside
// UIView.animate it follows that animation), isContinuous, minimumTrackTintColor (nil: the
// tint), maximumTrackTintColor, thumbTintColor, trackRect(forBounds:) and
// thumbRect(forBounds:trackRect:value:), drawn as iOS 13+ draws it: a 4-pt round-ended track
// across the bounds' middle, the part below the value in the tint, the rest in the light grey
// of systemFill over white, and a 28-pt white round thumb with a soft shadow whose centre
// travels from 14 pt in to 14 pt from the right end (our measurements' reading; Apple publishes
// none). Absent: touch tracking (a pan trace does not move it: set `value`), custom thumb and
// track images, minimumValueImage/maximumValueImage.

/// A control choosing a value along a track.
open class UISlider: UIControl {
    /// The thumb's diameter.
    package static let thumbSize: CGFloat = 28
    /// The track's thickness.
    package static let trackHeight: CGFloat = 4
    /// iOS's unfilled track: systemFill (120, 120, 128 at 20 %) over white.
    package static let unfilledTrack = UIColor(red: 0.906, green: 0.906, blue: 0.914, alpha: 1)

    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1
    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()

    open var isContinuous = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for v in [maximumTrack, minimumTrack] {
            v.layer.cornerRadius = Self.trackHeight / 2
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
        thumb.layer.cornerRadius = Self.thumbSize / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
        applyColours()
        placeParts()
    }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { return nil }

    /// The value, kept within minimumValue...maximumValue.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            setValue(storedValue, animated: false)
        }
    }
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            setValue(storedValue, animated: false)
        }
    }

    /// The filled part's colour (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? {
        get { storedMinimumTrackTint }
        set { storedMinimumTrackTint = newValue; applyColours() }
    }
    private var storedMinimumTrackTint: UIColor?
    /// The unfilled part's colour (nil: iOS's light grey).
    open var maximumTrackTintColor: UIColor? {
        get { storedMaximumTrackTint }
        set { storedMaximumTrackTint = newValue; applyColours() }
    }
    private var storedMaximumTrackTint: UIColor?
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? {
        get { storedThumbTint }
        set { storedThumbTint = newValue; applyColours() }
    }
    private var storedThumbTint: UIColor?

    open override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue; applyColours() }
    }

    /// Sets the value (clamped); animated, the thumb and filled track slide to it.
    open func setValue(_ value: Float, animated: Bool) {
        storedValue = min(max(value, storedMinimum), storedMaximum)
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState], animations: { self.placeParts() })
        } else {
            placeParts()
        }
    }

    /// Where the track is drawn in `bounds`: its full width, 4 pt high, centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// Where the thumb is drawn for `value`: its centre travels the track inset by half a thumb.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = storedMaximum - storedMinimum
        let fraction = span > 0 ? CGFloat((min(max(value, storedMinimum), storedMaximum) - storedMinimum) / span) : 0
        let travel = max(rect.width - Self.thumbSize, 0)
        let centreX = rect.minX + Self.thumbSize / 2 + travel * fraction
        return CGRect(x: centreX - Self.thumbSize / 2, y: rect.midY - Self.thumbSize / 2, width: Self.thumbSize, height: Self.thumbSize)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    private func placeParts() {
        let track = trackRect(forBounds: bounds)
        let knob = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(knob.midX - track.minX, 0), height: track.height)
        maximumTrack.frame = CGRect(x: knob.midX, y: track.minY, width: max(track.maxX - knob.midX, 0), height: track.height)
        thumb.frame = knob
    }

    private func applyColours() {
        minimumTrack.backgroundColor = storedMinimumTrackTint ?? tintColor
        maximumTrack.backgroundColor = storedMaximumTrackTint ?? Self.unfilledTrack
        thumb.backgroundColor = storedThumbTint ?? .white
    }
}
