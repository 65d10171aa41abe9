/**
 * A real FTP server (ftp-srv) and a real SFTP server (an ssh2 Server with the SFTP subsystem) on
 * 127.0.0.1, ephemeral ports, serving one temporary directory with `inbound/` and `outbound/`: what
 * the FTP primaries check (issue 23) dials in the tests. Started once per run by the global setups,
 * beside a silent server (accepts, never answers) for the 10-second timeout. Only these exact
 * address:port pairs are allow-listed (PRIMARIES_ALLOWED_ADDRESSES), so 127.0.0.1 elsewhere is refused.
 */
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import { join, normalize } from 'node:path';
import { FtpSrv } from 'ftp-srv';
import ssh2 from 'ssh2';
import { freePort } from '../../scripts/lib/free-port.ts';

export const FILE_TRANSFER_USER = { username: 'keystone-edi', password: 'Edi-Passw0rd!' } as const;

export type FileTransferServers = {
  host: string;
  ftpPort: number;
  sftpPort: number;
  silentPort: number;
  username: string;
  password: string;
  /** The PRIMARIES_ALLOWED_ADDRESSES value naming exactly these servers. */
  allowList: string;
};

/** ftp-srv logs with bunyan unless given a logger: one that says nothing. */
const quiet: Record<string, unknown> = { child: () => quiet };
for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal']) quiet[level] = () => {};

async function startFtp(root: string, host: string) {
  const port = await freePort();
  const server = new FtpSrv({ url: `ftp://${host}:${port}`, pasv_url: host, anonymous: false, log: quiet });
  server.on('login', ({ username, password }, resolve, reject) => {
    if (username === FILE_TRANSFER_USER.username && password === FILE_TRANSFER_USER.password)
      resolve({ root });
    else reject(new Error('Invalid username or password'));
  });
  await server.listen();
  return { port, stop: () => server.close() as Promise<void> };
}

/** The SFTP requests a directory listing needs: REALPATH, STAT, OPENDIR, READDIR, CLOSE. */
function serveSftp(sftp: ssh2.SFTPWrapper, root: string) {
  const { STATUS_CODE } = ssh2.utils.sftp;
  const open = new Map<number, { names: string[]; sent: boolean }>();
  let next = 0;
  const local = (path: string) => join(root, normalize(`/${path}`));
  const attrs = (isDir: boolean, size = 0) => ({
    mode: isDir ? 0o40755 : 0o100644,
    uid: 0,
    gid: 0,
    size,
    atime: 0,
    mtime: 0,
  });
  sftp.on('REALPATH', (id, path) =>
    sftp.name(id, [{ filename: normalize(`/${path}`), longname: '', attrs: attrs(true) }]),
  );
  const onStat = (id: number, path: string) => {
    stat(local(path)).then(
      (s) => sftp.attrs(id, attrs(s.isDirectory(), s.size)),
      () => sftp.status(id, STATUS_CODE.NO_SUCH_FILE),
    );
  };
  sftp.on('STAT', onStat);
  sftp.on('LSTAT', onStat);
  sftp.on('OPENDIR', (id, path) => {
    readdir(local(path)).then(
      (names) => {
        const handle = next++;
        open.set(handle, { names, sent: false });
        const buffer = Buffer.alloc(4);
        buffer.writeUInt32BE(handle);
        sftp.handle(id, buffer);
      },
      () => sftp.status(id, STATUS_CODE.NO_SUCH_FILE),
    );
  });
  sftp.on('READDIR', (id, handle) => {
    const entry = open.get(handle.readUInt32BE());
    if (!entry) return sftp.status(id, STATUS_CODE.FAILURE);
    if (entry.sent) return sftp.status(id, STATUS_CODE.EOF);
    entry.sent = true;
    sftp.name(
      id,
      entry.names.map((filename) => ({ filename, longname: filename, attrs: attrs(false) })),
    );
  });
  sftp.on('CLOSE', (id, handle) => {
    open.delete(handle.readUInt32BE());
    sftp.status(id, STATUS_CODE.OK);
  });
}

async function startSftp(root: string, host: string) {
  const port = await freePort();
  const hostKey = ssh2.utils.generateKeyPairSync('ed25519').private;
  const server = new ssh2.Server({ hostKeys: [hostKey] }, (client) => {
    client.on('authentication', (context) => {
      const ok =
        context.method === 'password' &&
        context.username === FILE_TRANSFER_USER.username &&
        context.password === FILE_TRANSFER_USER.password;
      if (ok) context.accept();
      else context.reject(['password']);
    });
    client.on('ready', () =>
      client.on('session', (accept) => accept().on('sftp', (acceptSftp) => serveSftp(acceptSftp(), root))),
    );
    client.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A server that accepts connections and never says a word (the check must give up in 10 s). */
async function startSilent(host: string) {
  const sockets = new Set<Socket>();
  const server: NetServer = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { port, stop };
}

/** Starts the three servers over `root` (which gets inbound/ with two files, and outbound/). */
export async function startFileTransferServers(root: string) {
  const host = '127.0.0.1';
  await mkdir(join(root, 'inbound'), { recursive: true });
  await mkdir(join(root, 'outbound'), { recursive: true });
  await writeFile(join(root, 'inbound', 'invoice-1001.edi'), 'ISA*00*');
  await writeFile(join(root, 'inbound', 'invoice-1002.edi'), 'ISA*00*');
  const [ftp, sftp, silent] = await Promise.all([
    startFtp(root, host),
    startSftp(root, host),
    startSilent(host),
  ]);
  const servers: FileTransferServers = {
    host,
    ftpPort: ftp.port,
    sftpPort: sftp.port,
    silentPort: silent.port,
    ...FILE_TRANSFER_USER,
    allowList: [ftp.port, sftp.port, silent.port].map((port) => `${host}:${port}`).join(','),
  };
  return {
    servers,
    stop: async () => {
      await Promise.allSettled([ftp.stop(), sftp.stop(), silent.stop()]);
    },
  };
}
