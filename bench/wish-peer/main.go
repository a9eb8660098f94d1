// The peer the SSH load driver (bench/ssh-load.py) measures shopterm serve-ssh against: a
// minimal terminal.shop-style shop, one Go process serving every session with
// charmbracelet/wish and Bubble Tea (Debian's golang-github-charmbracelet-wish-dev), any key
// welcome. A list of products and the highlighted one's detail; ⏎ adds it to a cart kept in
// memory by key; c shows the cart; q quits. Written for the benchmark, not a storefront.
//
//	GO111MODULE=off GOPATH=/usr/share/gocode go build -o wish-peer bench/wish-peer/main.go
//	wish-peer -listen 127.0.0.1:2223 -key /path/host_ed25519
package main

import (
	"crypto/sha256"
	"encoding/base64"
	"flag"
	"fmt"
	"log"
	"strings"
	"sync"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/wish"
	bm "github.com/charmbracelet/wish/bubbletea"
	"github.com/gliderlabs/ssh"
)

type product struct {
	title, vendor string
	cents         int
}

var products = func() []product {
	names := []string{"Swift Runner", "Trail Blazer", "Harbor Chelsea Boot", "Timberline Boot", "Frostline Snow Boot", "Canyon Sandal", "Metro Sneaker", "Kids Splash"}
	var list []product
	for i := 0; i < 84; i++ {
		list = append(list, product{fmt.Sprintf("%s %d", names[i%len(names)], i/len(names)+1), "Trailhead Shoe Co.", 8000 + 500*(i%20)})
	}
	return list
}()

var carts = struct {
	sync.Mutex
	byKey map[string]map[int]int
}{byKey: map[string]map[int]int{}}

type model struct {
	shopper       string
	cursor        int
	showCart      bool
	width, height int
}

func (m model) Init() tea.Cmd { return nil }

func (m model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
	case tea.KeyMsg:
		switch msg.String() {
		case "q", "ctrl+c":
			return m, tea.Quit
		case "up", "k":
			if m.cursor > 0 {
				m.cursor--
			}
		case "down", "j":
			if m.cursor < len(products)-1 {
				m.cursor++
			}
		case "c":
			m.showCart = !m.showCart
		case "enter":
			carts.Lock()
			if carts.byKey[m.shopper] == nil {
				carts.byKey[m.shopper] = map[int]int{}
			}
			carts.byKey[m.shopper][m.cursor]++
			carts.Unlock()
		}
	}
	return m, nil
}

var (
	title    = lipgloss.NewStyle().Bold(true)
	selected = lipgloss.NewStyle().Reverse(true)
	dim      = lipgloss.NewStyle().Faint(true)
)

func (m model) cart() (items, cents int) {
	carts.Lock()
	defer carts.Unlock()
	for index, count := range carts.byKey[m.shopper] {
		items += count
		cents += count * products[index].cents
	}
	return
}

func (m model) View() string {
	items, cents := m.cart()
	var b strings.Builder
	status := "cart empty"
	if items > 0 {
		status = fmt.Sprintf("cart %d · $%d.%02d", items, cents/100, cents%100)
	}
	b.WriteString(title.Render("Trailhead Shoe Co.") + strings.Repeat(" ", 50) + status + "\n")
	rows := m.height - 3
	if rows < 5 {
		rows = 5
	}
	start := 0
	if m.cursor >= rows {
		start = m.cursor - rows + 1
	}
	p := products[m.cursor]
	detail := []string{title.Render(p.title), dim.Render(p.vendor), fmt.Sprintf("$%d.%02d", p.cents/100, p.cents%100), "", "⏎ add to cart"}
	for row := 0; row < rows && start+row < len(products); row++ {
		item := products[start+row]
		line := fmt.Sprintf(" %-30s $%d.%02d", item.title, item.cents/100, item.cents%100)
		if start+row == m.cursor {
			line = selected.Render(line)
		}
		if row < len(detail) {
			line += "   " + detail[row]
		}
		b.WriteString(line + "\n")
	}
	b.WriteString(dim.Render("↑↓ move  ⏎ add  c cart  q quit"))
	return b.String()
}

func main() {
	listen := flag.String("listen", "127.0.0.1:2223", "address to listen on")
	key := flag.String("key", "wish-peer_ed25519", "host key (made when missing)")
	flag.Parse()
	server, err := wish.NewServer(
		wish.WithAddress(*listen),
		wish.WithHostKeyPath(*key),
		wish.WithPublicKeyAuth(func(ssh.Context, ssh.PublicKey) bool { return true }),
		wish.WithMiddleware(bm.Middleware(func(s ssh.Session) (tea.Model, []tea.ProgramOption) {
			pty, _, active := s.Pty()
			if !active {
				fmt.Fprintln(s, "this shop needs a terminal")
				return nil, nil
			}
			shopper := "guest"
			if k := s.PublicKey(); k != nil {
				sum := sha256.Sum256(k.Marshal())
				shopper = base64.RawStdEncoding.EncodeToString(sum[:])
			}
			return model{shopper: shopper, width: pty.Window.Width, height: pty.Window.Height}, []tea.ProgramOption{tea.WithAltScreen()}
		})),
	)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wish peer listening on %s\n", *listen)
	log.Fatal(server.ListenAndServe())
}
