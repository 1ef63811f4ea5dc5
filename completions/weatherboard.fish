# fish completion for weatherboard(1). Installed as
# PREFIX/share/fish/vendor_completions.d/weatherboard.fish.
# The options, their values and the commands are those of Sources/weatherboard/CommandLineSpec.swift
# (CompletionSpecTests keeps them in step); saved places come from
# `weatherboard places list --names`, themes also from the user's themes folder.

function __weatherboard_themes
    printf '%s\n' default light high-contrast solarized-dark no-color
    set -l config_home $XDG_CONFIG_HOME
    test -n "$config_home"; or set config_home ~/.config
    for file in $config_home/weatherboard/themes/*.json
        basename $file .json
    end
end

# The value of --units being typed, completed: metric or imperial, QUANTITY=, QUANTITY=UNIT,
# also after commas (imperial,wind=kn).
function __weatherboard_units
    set -l value (commandline -ct)
    set -l parts (string split ',' -- $value)
    set -l last $parts[-1]
    set -l head (string join ',' -- $parts[1..-2])
    test -n "$head"; and set head "$head,"
    if string match -q '*=*' -- $last
        set -l quantity (string split -m1 '=' -- $last)[1]
        set -l units
        switch $quantity
            case temperature
                set units C F
            case wind
                set units km/h m/s mph kn bft
            case pressure
                set units hPa inHg mmHg
            case precipitation
                set units mm in
            case distance
                set units km mi
        end
        for unit in $units
            printf '%s\n' "$head$quantity=$unit"
        end
    else
        test -n "$head"; or printf '%s\n' metric imperial
        for quantity in temperature wind pressure precipitation distance
            printf '%s\n' "$head$quantity="
        end
    end
end

function __weatherboard_places
    weatherboard places list --names 2>/dev/null
end

# True when no command (radar, year, places, providers, alerts, languages) has been given yet.
function __weatherboard_needs_command
    set -l words (commandline -opc)
    for word in $words[2..-1]
        switch $word
            case radar year places providers alerts languages
                return 1
        end
    end
    return 0
end

# True after the given command (radar, year) until its place is given (option values are not places).
function __weatherboard_view_needs_place
    set -l words (commandline -opc)
    set -l at (contains -i -- $argv[1] $words); or return 1
    set -l skip 0
    for word in $words[(math $at + 1)..-1]
        if test $skip -eq 1
            set skip 0
        else if contains -- $word --units --icons --theme --lang --provider --graphics --width --height
            set skip 1
        else if not string match -q -- '-*' $word
            return 1
        end
    end
    return 0
end

# True when the places action is the given one (or, with no argument, not given yet).
function __weatherboard_places_action
    set -l words (commandline -opc)
    test (count $words) -ge 2; and test "$words[2]" = places; or return 1
    if test (count $argv) -eq 0
        test (count $words) -eq 2
        return
    end
    test (count $words) -ge 3; and contains -- $words[3] $argv
end

complete -c weatherboard -f
complete -c weatherboard -l units -x -a '(__weatherboard_units)' -d 'units instead of the locale\'s'
complete -c weatherboard -l icons -x -a 'emoji unicode ascii' -d 'weather icons'
complete -c weatherboard -l theme -x -a '(__weatherboard_themes)' -d 'colour theme'
complete -c weatherboard -l lang -x -a '(weatherboard languages 2>/dev/null | string match -r "^[a-z][^ ]*")' -d 'language'
complete -c weatherboard -l provider -x -a 'open-meteo met-norway nws weatherkit' -d 'forecast provider'
complete -c weatherboard -l graphics -x -a 'auto kitty sixel text' -d 'how the radar map is drawn'
complete -c weatherboard -n __weatherboard_needs_command -l json -d 'print the forecast as JSON'
complete -c weatherboard -n __weatherboard_needs_command -l print -d 'print the dashboard once'
complete -c weatherboard -n __weatherboard_needs_command -l demo -d 'bundled sample data, no network'
complete -c weatherboard -n __weatherboard_needs_command -l oneline -d 'one line for a status bar'
complete -c weatherboard -n __weatherboard_needs_command -l waybar -d 'status-bar line as Waybar JSON'
complete -c weatherboard -n __weatherboard_needs_command -l format -x -d 'status-bar text with {place} {icon} … tokens'
complete -c weatherboard -n __weatherboard_needs_command -l width -x -d 'width of --print output'
complete -c weatherboard -n __weatherboard_needs_command -l height -x -d 'height of --print output'
complete -c weatherboard -n __weatherboard_needs_command -s h -l help -d 'show the help'
complete -c weatherboard -n __weatherboard_needs_command -s V -l version -d 'show the version'

complete -c weatherboard -n __weatherboard_needs_command -a 'radar' -d 'print the rain radar around a place'
complete -c weatherboard -n __weatherboard_needs_command -a 'year' -d 'print the past year against the normals'
complete -c weatherboard -n __weatherboard_needs_command -a 'places' -d 'manage saved places'
complete -c weatherboard -n __weatherboard_needs_command -a 'providers' -d 'list forecast providers'
complete -c weatherboard -n __weatherboard_needs_command -a 'alerts' -d 'list alert sources'
complete -c weatherboard -n __weatherboard_needs_command -a 'languages' -d 'list the languages for --lang'
complete -c weatherboard -n __weatherboard_needs_command -a '(__weatherboard_places)' -d 'saved place'

complete -c weatherboard -n __weatherboard_places_action -a 'add search list remove move'
complete -c weatherboard -n '__weatherboard_places_action add' -l name -x -d 'name to save the place under'
complete -c weatherboard -n '__weatherboard_places_action list ls' -l names -d 'names only, one a line'
complete -c weatherboard -n '__weatherboard_places_action remove rm' -a '(__weatherboard_places)' -d 'saved place'
complete -c weatherboard -n '__fish_seen_subcommand_from alerts' -a 'sources'
complete -c weatherboard -n '__fish_seen_subcommand_from radar' -l print -d 'print the radar once'
complete -c weatherboard -n '__fish_seen_subcommand_from radar' -l width -x -d 'width of the printed radar'
complete -c weatherboard -n '__fish_seen_subcommand_from radar' -l height -x -d 'height of the printed radar'
complete -c weatherboard -n '__weatherboard_view_needs_place radar' -a '(__weatherboard_places)' -d 'saved place'
complete -c weatherboard -n '__fish_seen_subcommand_from year' -l print -d 'print the year once'
complete -c weatherboard -n '__fish_seen_subcommand_from year' -l width -x -d 'width of the printed year'
complete -c weatherboard -n '__fish_seen_subcommand_from year' -l height -x -d 'height of the printed year'
complete -c weatherboard -n '__weatherboard_view_needs_place year' -a '(__weatherboard_places)' -d 'saved place'
