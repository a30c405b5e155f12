import Testing

@testable import PanelServer

@Suite struct WebSocketDecoderTests {
    let mask: (UInt8, UInt8, UInt8, UInt8) = (0x12, 0x34, 0x56, 0x78)

    func frame(_ opcode: UInt8, _ payload: [UInt8], fin: Bool = true, masked: Bool = true) -> [UInt8] {
        var out: [UInt8] = []
        if let code = WebSocketOpcode(rawValue: opcode) {
            WebSocketFrame.append(code, payload: payload, mask: masked ? mask : nil, to: &out)
        } else {
            WebSocketFrame.append(.text, payload: payload, mask: masked ? mask : nil, to: &out)
            out[0] = 0x80 | opcode
        }
        if !fin { out[0] &= 0x7F }
        return out
    }

    func decode(_ bytes: [UInt8], limit: Int = 1 << 20) -> Result<[WebSocketMessage], WebSocketError> {
        var decoder = WebSocketDecoder(role: .server, maximumMessageLength: limit)
        var messages: [WebSocketMessage] = []
        // Byte by byte: frames split anywhere decode the same.
        for byte in bytes {
            decoder.append([byte])
            do throws(WebSocketError) {
                while let message = try decoder.next() { messages.append(message) }
            } catch {
                return .failure(error)
            }
        }
        return .success(messages)
    }

    func code(_ bytes: [UInt8], limit: Int = 1 << 20) -> UInt16? {
        if case .failure(let error) = decode(bytes, limit: limit) { return error.code.rawValue }
        return nil
    }

    @Test func readsMaskedTextAndControlFrames() {
        let long = [UInt8](repeating: 0x61, count: 70_000)
        let bytes = frame(1, Array("hi".utf8)) + frame(9, [1, 2]) + frame(1, long) + frame(8, [0x03, 0xE8])
        #expect(
            decode(bytes)
                == .success([
                    .text(Array("hi".utf8)), .ping([1, 2]), .text(long), .close(code: 1000, reason: ""),
                ]))
    }

    @Test func joinsFragmentsWithControlFramesBetween() {
        let bytes = frame(1, Array("he".utf8), fin: false) + frame(9, []) + frame(0, Array("llo".utf8))
        #expect(decode(bytes) == .success([.ping([]), .text(Array("hello".utf8))]))
    }

    @Test func closesWithTheRFCCodes() {
        #expect(code(frame(1, Array("hi".utf8), masked: false)) == 1002)  // unmasked
        #expect(code(frame(3, [])) == 1002)  // reserved opcode
        #expect(code(frame(11, [])) == 1002)
        var reserved = frame(1, [0x61])
        reserved[0] |= 0x40
        #expect(code(reserved) == 1002)
        #expect(code(frame(9, [], fin: false)) == 1002)  // fragmented control frame
        #expect(code(frame(9, [UInt8](repeating: 0, count: 126))) == 1002)
        #expect(code(frame(0, [0x61])) == 1002)  // continuation of nothing
        #expect(code(frame(1, [0x61], fin: false) + frame(1, [0x62])) == 1002)
        #expect(code(frame(1, [0xC3, 0x28])) == 1007)  // invalid UTF-8
        #expect(code(frame(1, [0xE2, 0x82], fin: false) + frame(0, [0x28])) == 1007)
        #expect(code(frame(8, [0x03])) == 1002)
        #expect(code(frame(8, [0x03, 0xED])) == 1002)  // 1005 may not be sent
    }

    @Test func refusesAnOversizedMessageFromItsHeader() {
        // A 16 MiB frame is refused from its first ten bytes, before any payload comes.
        var header: [UInt8] = [0x81, 0x80 | 127]
        let length = UInt64(16 << 20)
        for shift in stride(from: 56, through: 0, by: -8) {
            header.append(UInt8(truncatingIfNeeded: length >> UInt64(shift)))
        }
        header += [1, 2, 3, 4]
        #expect(code(header) == 1009)
        // Fragments that together pass the limit.
        #expect(
            code(
                frame(1, [UInt8](repeating: 0x61, count: 600), fin: false)
                    + frame(0, [UInt8](repeating: 0x61, count: 600)), limit: 1000) == 1009)
    }

    @Test func aClientRefusesMaskedFrames() {
        var decoder = WebSocketDecoder(role: .client, maximumMessageLength: 100)
        decoder.append(frame(1, [0x61]))
        #expect(throws: WebSocketError.self) { try decoder.next() }
        var plain = WebSocketDecoder(role: .client, maximumMessageLength: 100)
        plain.append(frame(1, [0x61], masked: false))
        #expect((try? plain.next()) == .text([0x61]))
    }
}
