package arena.bench;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * One HTTP/1.1 keep-alive connection that sends GETs one after another and reads each answer whole, as a
 * browser tab's poll does. Why not {@code java.net.http.HttpClient}: the load program runs on the machine it
 * measures, and that client spent about as much CPU per request as the server's answer did (its selector
 * thread, futures and header maps), so it measured the client as much as the arena. This one costs a write
 * and a read of a few hundred bytes; it understands what the arena sends (Content-Length or chunked bodies)
 * and nothing more. Not thread-safe: one per polling thread.
 */
final class KeepAliveHttp implements AutoCloseable {
    /** A status, the entity tag (unquoted, or null) and the body's length in bytes. */
    record Answer(int status, String etag, int bodyBytes) {}

    private final String host;
    private final int port;
    private Socket socket;
    private InputStream in;
    private OutputStream out;
    private final byte[] line = new byte[8192];

    KeepAliveHttp(String host, int port) {
        this.host = host;
        this.port = port;
    }

    /** GETs {@code path}; a connection closed by the server is opened again once. */
    Answer get(String path) throws IOException {
        byte[] request = ("GET " + path + " HTTP/1.1\r\nHost: " + host + ":" + port + "\r\nAccept: text/html\r\n\r\n")
                .getBytes(StandardCharsets.ISO_8859_1);
        if (socket == null) open();
        try {
            out.write(request);
            out.flush();
            return readAnswer();
        } catch (IOException closedMeanwhile) {
            close();
            open();
            out.write(request);
            out.flush();
            return readAnswer();
        }
    }

    private void open() throws IOException {
        socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.connect(new InetSocketAddress(host, port), 5000);
        socket.setSoTimeout(10_000);
        in = new BufferedInputStream(socket.getInputStream(), 16384);
        out = socket.getOutputStream();
    }

    private Answer readAnswer() throws IOException {
        String statusLine = readLine();
        if (statusLine == null) throw new IOException("connection closed");
        int status = Integer.parseInt(statusLine.substring(9, 12));
        String etag = null;
        long length = -1;
        boolean chunked = false, close = false;
        for (String header = readLine(); header != null && !header.isEmpty(); header = readLine()) {
            int colon = header.indexOf(':');
            String name = header.substring(0, colon).trim(), value = header.substring(colon + 1).trim();
            if (name.equalsIgnoreCase("Content-Length")) length = Long.parseLong(value);
            else if (name.equalsIgnoreCase("Transfer-Encoding")) chunked = value.equalsIgnoreCase("chunked");
            else if (name.equalsIgnoreCase("ETag")) etag = value.replace("\"", "");
            else if (name.equalsIgnoreCase("Connection")) close = value.equalsIgnoreCase("close");
        }
        int bytes = 0;
        if (chunked) {
            for (long size = Long.parseLong(readLine().trim(), 16); size > 0; size = Long.parseLong(readLine().trim(), 16)) {
                skip(size);
                bytes += (int) size;
                readLine();
            }
            readLine();
        } else if (length > 0) {
            skip(length);
            bytes = (int) length;
        }
        if (close) close();
        return new Answer(status, etag, bytes);
    }

    private void skip(long n) throws IOException {
        while (n > 0) {
            long skipped = in.skip(n);
            if (skipped <= 0) {
                if (in.read() < 0) throw new IOException("connection closed in a body");
                skipped = 1;
            }
            n -= skipped;
        }
    }

    /** A line without its CRLF, or null at the end of the stream. */
    private String readLine() throws IOException {
        int n = 0;
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) return n == 0 ? null : new String(line, 0, n, StandardCharsets.ISO_8859_1);
            if (b != '\r' && n < line.length) line[n++] = (byte) b;
        }
        return new String(line, 0, n, StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() {
        try {
            if (socket != null) socket.close();
        } catch (IOException ignored) {
            // already gone
        }
        socket = null;
    }
}
