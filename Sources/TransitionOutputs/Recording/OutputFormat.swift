/// What a recording can be written as: one value per kind of file, each with its settings.
///
/// `try recording.write(.apng(), to: "push.png")`; `try recording.write(.frames, to: "frames/")`
/// writes `frame-0000.png …`. Every file is written under a temporary name and renamed into
/// place only when complete, so a failed or interrupted write leaves none.
public enum OutputFormat: Sendable, Equatable {
    /// One PNG file per frame in a directory: `frame-0000.png`, … (more digits when the last
    /// index needs them).
    case frames
    /// An animated PNG, inter-frame optimised, the last frame shown `hold` seconds longer.
    case apng(hold: Double = 1)
    /// An animated WebP: lossless when `quality` is nil, else lossy at 0...100.
    case webp(quality: Int? = nil, hold: Double = 1)
    /// A GIF (through ffmpeg, which must be on `PATH`): one palette, `width` pixels wide (nil:
    /// the frames' width).
    case gif(width: Int? = nil, hold: Double = 1)
    /// An H.264 MP4 in yuv420p (through ffmpeg).
    case mp4(hold: Double = 1)
    /// A contact sheet: the frames in a grid at a readable size, each labelled with its time
    /// (at most `ContactSheetBuilder.maximumCells`, picked evenly).
    case sheet

    /// A short name for messages: "APNG", "contact sheet".
    var name: String {
        switch self {
        case .frames: "PNG frames"
        case .apng: "APNG"
        case .webp: "WebP"
        case .gif: "GIF"
        case .mp4: "MP4"
        case .sheet: "contact sheet"
        }
    }

    /// The seconds the last frame is held, where the format has a hold.
    var hold: Double? {
        switch self {
        case .apng(let h), .webp(_, let h), .gif(_, let h), .mp4(let h): h
        case .frames, .sheet: nil
        }
    }
}
