#pragma once

#include <QString>
#include <optional>
#include <utility>
#include <variant>

namespace Kova {

// What went wrong while reading user or feed input: the file, the key (a JSON path such as
// "training.mfu") and the problem, in words a user can act on.
struct InputError
{
    QString file;
    QString key;
    QString problem;

    // "file: key: problem", leaving out what is empty.
    QString toString() const;
};

// A value or the InputError that prevented it.
template <typename T> class Result
{
public:
    Result(T value)
        : m_v(std::move(value))
    {
    }
    Result(InputError error)
        : m_v(std::move(error))
    {
    }

    bool ok() const { return std::holds_alternative<T>(m_v); }
    // Same as ok().
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<T>(m_v); }
    T&& value() && { return std::get<T>(std::move(m_v)); }
    const InputError& error() const { return std::get<InputError>(m_v); }

private:
    std::variant<T, InputError> m_v;
};

} // namespace Kova
