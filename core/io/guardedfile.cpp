#include "io/guardedfile.h"

#include "io/wholefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Kova {

namespace {

struct GuardedFileText
{
    Q_DECLARE_TR_FUNCTIONS(Kova::GuardedFile)
};

// What a stat() result is, when it is not a regular file within the limit.
std::optional<QString> problemOf(const struct stat& st, qint64 maxBytes)
{
    if (S_ISDIR(st.st_mode))
        return GuardedFileText::tr("is a folder, not a file");
    if (S_ISFIFO(st.st_mode))
        return GuardedFileText::tr("is not a regular file (a named pipe)");
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return GuardedFileText::tr("is not a regular file (a device)");
    if (!S_ISREG(st.st_mode))
        return GuardedFileText::tr("is not a regular file");
    if (st.st_size > maxBytes)
        return GuardedFileText::tr("is too large (over %1)").arg(fileLimitText(maxBytes));
    return std::nullopt;
}

// The system's reason in the user's language: the C library words it in the process locale's, which is not the
// one --lang chose ("est illisible : No such file or directory").
QString systemError(int error)
{
    switch (error) {
    case ENOENT:
        return GuardedFileText::tr("no such file or folder");
    case ENOTDIR:
        return GuardedFileText::tr("a part of the path is not a folder");
    case EACCES:
    case EPERM:
        return GuardedFileText::tr("permission denied");
    case ENAMETOOLONG:
        return GuardedFileText::tr("the name is too long");
    case ELOOP:
        return GuardedFileText::tr("too many symbolic links");
    case EIO:
        return GuardedFileText::tr("input/output error");
    case EMFILE:
    case ENFILE:
        return GuardedFileText::tr("too many files open");
    case ENOMEM:
        return GuardedFileText::tr("not enough memory");
    default:
        return QString::fromLocal8Bit(std::strerror(error));
    }
}

// Why a file could not be opened or examined, as a whole sentence after its name.
QString readProblem(int error)
{
    if (error == ENOENT)
        return GuardedFileText::tr("does not exist");
    return GuardedFileText::tr("cannot be read: %1").arg(systemError(error));
}

} // namespace

QString fileLimitText(qint64 maxBytes)
{
    return maxBytes >= 1024 * 1024 * 1024 ? GuardedFileText::tr("%1 GB").arg(maxBytes / (1024 * 1024 * 1024))
                                          : GuardedFileText::tr("%1 MB").arg(maxBytes / (1024 * 1024));
}

std::optional<QString> unreadableFileProblem(const QString& path, qint64 maxBytes)
{
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return readProblem(errno);
    return problemOf(st, maxBytes);
}

bool isSameFile(const QString& a, const QString& b)
{
    struct stat sa {}, sb {};
    return ::stat(QFile::encodeName(a).constData(), &sa) == 0 && ::stat(QFile::encodeName(b).constData(), &sb) == 0
        && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

Result<QByteArray> readGuardedFile(const QString& path, qint64 maxBytes)
{
    if (const auto problem = unreadableFileProblem(path, maxBytes))
        return InputError { path, {}, *problem };
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return InputError { path, {}, readProblem(errno) };
    struct stat st {};
    if (::fstat(fd, &st) != 0 || problemOf(st, maxBytes)) {
        ::close(fd);
        return InputError { path, {}, problemOf(st, maxBytes).value_or(GuardedFileText::tr("cannot be read")) };
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return InputError { path, {}, GuardedFileText::tr("cannot be read: %1").arg(file.errorString()) };
    }
    // One byte past the limit tells a file that grew since the check.
    const QByteArray bytes = file.read(maxBytes + 1);
    if (bytes.size() > maxBytes)
        return InputError { path, {}, GuardedFileText::tr("is too large (over %1)").arg(fileLimitText(maxBytes)) };
    if (file.error() != QFileDevice::NoError)
        return InputError { path, {}, GuardedFileText::tr("cannot be read: %1").arg(file.errorString()) };
    return bytes;
}

InputError unsavedFileError(const QString& path, const QString& cause)
{
    return InputError { path, {},
        QFileInfo::exists(path) ? GuardedFileText::tr("could not save (%1); the previous file is unchanged").arg(cause)
                                : GuardedFileText::tr("could not save (%1); nothing was written").arg(cause) };
}

std::optional<InputError> saveFileAtomically(const QString& path, const QByteArray& bytes)
{
    if (const auto cause = writeWholeFile(path, bytes))
        return unsavedFileError(path, *cause);
    return std::nullopt;
}

} // namespace Kova
