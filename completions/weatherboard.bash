# bash completion for weatherboard(1). Installed as
# PREFIX/share/bash-completion/completions/weatherboard; needs no bash-completion helpers.
# The options, their values and the commands are those of Sources/weatherboard/CommandLineSpec.swift
# (CompletionSpecTests keeps them in step); saved places come from
# `weatherboard places list --names`, themes also from the user's themes folder.

_weatherboard_themes() {
    local directory="${XDG_CONFIG_HOME:-$HOME/.config}/weatherboard/themes" file
    printf '%s\n' default light high-contrast solarized-dark no-color
    for file in "$directory"/*.json; do
        [ -f "$file" ] || continue
        file=${file##*/}
        printf '%s\n' "${file%.json}"
    done
}

# Adds each line of standard input that starts with the word being completed, quoted for
# the shell (a saved name such as "New York" has a space).
_weatherboard_add_matching() {
    local candidate quoted
    while IFS= read -r candidate; do
        [ -n "$candidate" ] || continue
        printf -v quoted '%q' "$candidate"
        if [[ $candidate == "$cur"* || $quoted == "$cur"* ]]; then
            COMPREPLY+=("$quoted")
        fi
    done
}

# The units of each quantity `--units QUANTITY=UNIT` accepts.
_weatherboard_units_of() {
    case $1 in
        temperature) printf '%s\n' C F ;;
        wind) printf '%s\n' km/h m/s mph kn bft ;;
        pressure) printf '%s\n' hPa inHg mmHg ;;
        precipitation) printf '%s\n' mm in ;;
        distance) printf '%s\n' km mi ;;
    esac
}

# Completes the value of --units: metric or imperial, QUANTITY=, then QUANTITY=UNIT, after
# commas too (imperial,wind=kn). Bash splits words at "=" (COMP_WORDBREAKS), so the value is
# put together from the words since --units, and each candidate is cut back to the part
# readline replaces: the current word, or nothing when that word is the "=" itself (readline
# completes the empty text after it). $1 is the index of the value's first word.
_weatherboard_units() {
    local index value= typed=$cur
    for ((index = $1; index <= COMP_CWORD; index++)); do value+=${COMP_WORDS[index]}; done
    [ "$cur" = = ] && typed=
    local head=${value%"${value##*,}"} last=${value##*,} before=${value%"$typed"} candidates
    if [[ $last == *=* ]]; then
        candidates=$(_weatherboard_units_of "${last%%=*}" | sed "s|^|$head${last%%=*}=|")
    else
        candidates=$(printf '%s\n' temperature= wind= pressure= precipitation= distance= | sed "s|^|$head|")
        [ -n "$head" ] || candidates=$'metric\nimperial\n'"$candidates"
    fi
    local candidate
    while IFS= read -r candidate; do
        [[ -n $candidate && $candidate == "$value"* ]] && COMPREPLY+=("${candidate#"$before"}")
    done <<< "$candidates"
    # "wind=" is not finished: no space after it.
    [[ ${COMPREPLY[*]} == *= ]] && compopt -o nospace 2>/dev/null
    return 0
}

_weatherboard() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    COMPREPLY=()

    # Within --units' value, which bash may have split at "=" into several words.
    local start=$COMP_CWORD
    while ((start > 1)) && [[ ${COMP_WORDS[start - 1]} == = || ${COMP_WORDS[start]} == = ]]; do ((start--)); done
    if [ "${COMP_WORDS[start - 1]}" = --units ]; then
        _weatherboard_units "$start"
        return
    fi

    case $prev in
        --icons) _weatherboard_add_matching <<< $'emoji\nunicode\nascii'; return ;;
        --provider) _weatherboard_add_matching <<< $'open-meteo\nmet-norway\nnws\nweatherkit'; return ;;
        --graphics) _weatherboard_add_matching <<< $'auto\nkitty\nsixel\ntext'; return ;;
        --theme) _weatherboard_add_matching < <(_weatherboard_themes); return ;;
        --lang) _weatherboard_add_matching < <(weatherboard languages 2>/dev/null | awk '/^[a-z]/ { print $1 }'); return ;;
        --width | --height | --name | --format) return ;;
    esac

    # The command and, for places, its action: the first words that are not options or
    # option values.
    local index word command= action=
    for ((index = 1; index < COMP_CWORD; index++)); do
        word=${COMP_WORDS[index]}
        case $word in
            --units | --icons | --provider | --theme | --lang | --graphics | --width | --height | --name | --format) ((index++)) ;;
            # The rest of a value bash split at "=", such as --units wind=kn.
            =) ((index++)) ;;
            -*) ;;
            *)
                if [ -z "$command" ]; then
                    command=$word
                elif [ "$command" = places ] || [ "$command" = radar ] || [ "$command" = year ] && [ -z "$action" ]; then
                    # A places action, or the place radar or year was given.
                    action=$word
                fi
                ;;
        esac
    done

    local common=$'--units\n--icons\n--theme\n--lang\n--provider\n--graphics'
    case $command in
        places)
            if [ -z "$action" ]; then
                _weatherboard_add_matching <<< $'add\nsearch\nlist\nremove\nmove'
            elif [[ $cur == -* ]]; then
                case $action in
                    add) _weatherboard_add_matching <<< $'--name\n'"$common" ;;
                    list | ls) _weatherboard_add_matching <<< $'--names\n'"$common" ;;
                    *) _weatherboard_add_matching <<< "$common" ;;
                esac
            elif [ "$action" = remove ] || [ "$action" = rm ]; then
                _weatherboard_add_matching < <(weatherboard places list --names 2>/dev/null)
            fi
            ;;
        radar | year)
            if [[ $cur == -* ]]; then
                _weatherboard_add_matching <<< $'--print\n--width\n--height\n'"$common"
            elif [ -z "$action" ]; then
                _weatherboard_add_matching < <(weatherboard places list --names 2>/dev/null)
            fi
            ;;
        alerts) [[ $cur == -* ]] || _weatherboard_add_matching <<< 'sources' ;;
        providers | languages) ;;
        *)
            if [[ $cur == -* ]]; then
                _weatherboard_add_matching <<< $'--json\n--print\n--oneline\n--waybar\n--format\n--demo\n--width\n--height\n'"$common"$'\n--help\n--version'
            elif [ -z "$command" ]; then
                _weatherboard_add_matching <<< $'radar\nyear\nplaces\nproviders\nalerts\nlanguages'
                _weatherboard_add_matching < <(weatherboard places list --names 2>/dev/null)
            fi
            ;;
    esac
}

complete -F _weatherboard weatherboard
