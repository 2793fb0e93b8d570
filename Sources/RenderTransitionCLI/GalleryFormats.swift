import TransitionOutputs

/// The `docs --format` and `--sheet-format` words as the gallery's formats, so `docs --format`
/// writes the same files `render --format` does, one per gallery item.
package enum GalleryFormats {
    /// The gallery formats for the `docs --format` words other than `apng` (which the gallery writes itself).
    package static func formats(_ words: [RenderRequest.Format], scale: Double, ffmpeg: String?) -> [GalleryAnimationFormat] {
        words.compactMap { word -> GalleryAnimationFormat? in
            switch word {
            case .webp: .webp
            case .gif: ffmpeg.map { .gif(ffmpeg: $0, scale: scale, shouldStop: { InterruptSignal.isSet }) }
            case .mp4: ffmpeg.map { .mp4(ffmpeg: $0, shouldStop: { InterruptSignal.isSet }) }
            case .png, .apng, .sheet: nil
            }
        }
    }

    /// The sheet formats `docs --sheet-format` names by their file extension, the first the default.
    static let sheetFormats: [GallerySheetFormat] = [.png, .webp]
}
