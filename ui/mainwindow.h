#pragma once

#include <QMainWindow>

namespace Kova {

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

public Q_SLOTS:
    void showAbout();

private:
    void createMenus();
};

} // namespace Kova
