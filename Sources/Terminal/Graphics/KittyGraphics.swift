import Dashboard
import Foundation

/// The escape sequences of kitty's graphics protocol (sw.kovidgoyal.net/kitty/graphics-protocol)
/// that weatherboard writes: the support query, a PNG stored under an id, placed by that id in
/// a rectangle of cells, the placement taken off, and the image deleted. Every command is an APC, `ESC _ G <keys> ; <payload> ESC \`,
/// with a base64 payload.
///
/// Commands that show or delete an image carry `q=2`: the terminal then answers neither OK nor
/// an error, since an answer arrives on the input as if typed (an `i`, an `=`, an `O`…), where
/// weatherboard's keys are. Only the query asks for an answer.
public enum KittyGraphics {
    /// The most base64 one command carries; every chunk but the last is a whole number of
    /// 4-character groups, so that no chunk but the last is padded.
    static let chunkLength = 4096

    /// The query the protocol's documentation recommends: load a 1x1 RGB image without storing
    /// it (`a=q`) and answer OK or an error. The documentation has it followed by a request for
    /// the primary device attributes, which every terminal answers: one that answers them without
    /// answering the query does not speak the protocol (`PictureOutput.question`).
    public static var imageQuery: [UInt8] {
        command(keys: "i=\(GraphicsProbe.queryImageID),s=1,v=1,a=q,t=d,f=24", payload: Data([0, 0, 0]))
    }

    /// `png` stored by the terminal as image `imageID`, not shown (`a=t`): one command per
    /// chunk, so that each can be passed through tmux on its own.
    public static func transmission(png: Data, imageID: UInt32) -> [[UInt8]] {
        chunks(of: png, firstKeys: "a=t,f=100,i=\(imageID),q=2")
    }

    /// Image `imageID`, stored before, shown at the cursor as placement `placementID`, scaled
    /// into `columns` by `rows` cells, under the text (`z=-1`: cells with the default
    /// background show it, a name written over it stays legible); the cursor does not move.
    public static func placement(imageID: UInt32, placementID: UInt32, columns: Int, rows: Int) -> [UInt8] {
        frame(keys: "a=p,i=\(imageID),p=\(placementID),c=\(max(1, columns)),r=\(max(1, rows)),C=1,z=-1,q=2", base64: [])
    }

    /// Placement `placementID` of image `imageID` taken off the screen, the image kept
    /// (`d=i`, lower case) so that the loop can show it again without sending it again.
    public static func placementDeletion(imageID: UInt32, placementID: UInt32) -> [UInt8] {
        frame(keys: "a=d,d=i,i=\(imageID),p=\(placementID),q=2", base64: [])
    }

    /// `payload` in base64 chunks of `chunkLength`, one command each: the keys on the first,
    /// `m=1` on every one but the last.
    private static func chunks(of payload: Data, firstKeys: String) -> [[UInt8]] {
        let encoded = Array(payload.base64EncodedString().utf8)
        var commands: [[UInt8]] = []
        var start = 0
        repeat {
            let end = min(start + chunkLength, encoded.count)
            let more = end < encoded.count
            let keys = (start == 0 ? firstKeys : "q=2") + ",m=\(more ? 1 : 0)"
            commands.append(frame(keys: keys, base64: encoded[start..<end]))
            start = end
        } while start < encoded.count
        return commands
    }

    /// Image `imageID` taken off the screen and out of the terminal's memory (`d=I`, upper case:
    /// its data freed too), so that nothing is left behind on close, resize or exit.
    public static func deletion(imageID: UInt32) -> [UInt8] {
        frame(keys: "a=d,d=I,i=\(imageID),q=2", base64: [])
    }

    /// One command with `payload` encoded.
    static func command(keys: String, payload: Data) -> [UInt8] {
        frame(keys: keys, base64: Array(payload.base64EncodedString().utf8)[...])
    }

    private static func frame(keys: String, base64: ArraySlice<UInt8>) -> [UInt8] {
        var bytes = Array("\u{1B}_G".utf8) + Array(keys.utf8)
        if !base64.isEmpty { bytes += [UInt8(ascii: ";")] + base64 }
        return bytes + Array("\u{1B}\\".utf8)
    }
}
